import { Alert } from '../../primitives/Alert/Alert.tsx'
import { Button } from '../../primitives/Button/Button.tsx'
import { Card } from '../../primitives/Card/Card.tsx'
import * as css from '../kit/kit.css.ts'
import { InvestmentFields, type InvestmentValues, investmentValues } from '../parts/investment-fields.tsx'

export interface InvestmentPreferencesCardProps {
  /** The saved preferences (onboarding's last step), as the form's starting values. */
  initial: Partial<InvestmentValues>
  onSave: (values: InvestmentValues) => void
  busy?: boolean
  /** A Czech message of a refused save (e.g. "Částka od nesmí být vyšší než částka do."). */
  error?: string | null
}

/** The investment preferences of onboarding, editable later: they choose "Doporučené pro vás" on the portal home. */
export function InvestmentPreferencesCard({
  initial,
  onSave,
  busy = false,
  error,
}: InvestmentPreferencesCardProps) {
  return (
    <Card>
      <form
        aria-labelledby="investment-heading"
        className={css.stack}
        // a new key per saved version, so the uncontrolled fields start from what was saved
        key={JSON.stringify(initial)}
        onSubmit={(e) => onSave(investmentValues(e))}
      >
        <h2 id="investment-heading" className={css.heading2}>
          Investiční preference
        </h2>
        <p className={css.muted}>Podle nich vám na přehledu doporučíme vhodné nabídky.</p>
        <InvestmentFields initial={initial} />
        {error ? (
          <Alert role="alert" tone="danger">
            {error}
          </Alert>
        ) : null}
        <div>
          <Button type="submit" variant="secondary" disabled={busy}>
            Uložit preference
          </Button>
        </div>
      </form>
    </Card>
  )
}
