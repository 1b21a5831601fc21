import { type FormEvent, useId, useState } from 'react'
import { Alert } from '../../primitives/Alert/Alert.tsx'
import { Button } from '../../primitives/Button/Button.tsx'
import { Card } from '../../primitives/Card/Card.tsx'
import { TextField } from '../../primitives/TextField/TextField.tsx'
import { submitted } from '../kit/form.ts'
import * as o from '../kit/kit.css.ts'

export interface AccountingArchiveCardProps {
  /** The month chosen at first, "2026-10" (the app offers the last finished month). */
  defaultMonth: string
  /** The latest month that can be chosen: this month. */
  maxMonth: string
  /** Downloads the month's archive. */
  onDownload: (month: string) => void
  /** The archive is being written and downloaded now. */
  downloading?: boolean
  /** The Czech refusal of the last download (too many documents, another one running). */
  error?: string | null
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/

/**
 * The month's documents for the accountant (docs/decisions/1311-accounting-archive.md): every invoice and credit
 * note issued in the chosen month as PDF and ISDOC, with a CSV summary, in one ZIP.
 */
export function AccountingArchiveCard({
  defaultMonth,
  maxMonth,
  onDownload,
  downloading,
  error,
}: AccountingArchiveCardProps) {
  const heading = useId()
  const isValid = (month: string) => MONTH.test(month) && month <= maxMonth
  // whether the chosen month can be downloaded: the button waits for one
  const [valid, setValid] = useState(() => isValid(defaultMonth))
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const month = submitted(event).text('month')
    if (isValid(month)) onDownload(month)
  }
  return (
    <Card as="section" aria-labelledby={heading}>
      <form className={o.stack} onSubmit={submit}>
        <h2 id={heading} className={o.heading2}>
          Doklady pro účetní
        </h2>
        <p className={o.small}>
          Všechny faktury a opravné doklady vystavené v měsíci jako PDF i ISDOC (import do účetního programu)
          a souhrn v CSV, v jednom archivu ZIP.
        </p>
        <div className={o.row}>
          <TextField
            label="Měsíc"
            type="month"
            name="month"
            defaultValue={defaultMonth}
            max={maxMonth}
            hint="Ve tvaru RRRR-MM, např. 2026-10."
            onChange={(e) => setValid(isValid(e.currentTarget.value))}
          />
          <Button type="submit" loading={downloading} disabled={!valid}>
            Stáhnout archiv
          </Button>
        </div>
        {error ? <Alert tone="danger">{error}</Alert> : null}
      </form>
    </Card>
  )
}
