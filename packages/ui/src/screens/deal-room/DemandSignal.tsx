import { type Demand, formatNumber, pluralCs } from '@rg/domain'
import * as css from './deal-room.css.ts'

export interface DemandSignalProps {
  /** 'idle': nothing to ask yet (no category chosen). */
  status: 'idle' | 'loading' | 'error' | 'ready'
  demand?: Demand
}

/**
 * The live demand signal on the draft form (docs/product/deal-room.md "Demand"): how many active watchdogs and investor
 * preference profiles the draft as it stands would match. Counts only, never who. Announced politely as it changes.
 */
export function DemandSignal({ status, demand }: DemandSignalProps) {
  let text: string
  if (status === 'idle') text = 'Vyberte kategorii a kraj a uvidíte, kolik investorů takovou nabídku hledá.'
  else if (status === 'error') text = 'Poptávku se teď nepodařilo zjistit.'
  else if (status === 'loading' && !demand) text = 'Zjišťujeme poptávku…'
  else {
    const w = demand?.watchdogs ?? 0
    const p = demand?.preferenceProfiles ?? 0
    text = `Takovou nabídku teď ${pluralCs(w, ['hledá', 'hledají', 'hledá'])} ${formatNumber(w)} ${pluralCs(w, ['hlídací pes', 'hlídací psi', 'hlídacích psů'])} a odpovídá ${formatNumber(p)} ${pluralCs(p, ['investorskému profilu', 'investorským profilům', 'investorským profilům'])}.`
  }
  return (
    <p
      className={css.signal}
      aria-live="polite"
      aria-busy={status === 'loading'}
      data-testid="demand-signal"
      data-watchdogs={demand?.watchdogs}
    >
      <strong>Poptávka:</strong> <span>{text}</span>
    </p>
  )
}
