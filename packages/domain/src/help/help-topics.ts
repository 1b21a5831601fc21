/*
 * The help centre's topics, apart from its answers (help-centre.ts): the contract's schema needs only these, so the
 * answers' text rides in the help page's chunk, not in every portal page's (docs/decisions/1570-help-centre.md).
 */

export const HELP_TOPICS = ['CREDITS', 'VERIFICATION', 'PAYMENTS', 'WATCHDOGS', 'CRM', 'ACCOUNT'] as const
export type HelpTopic = (typeof HELP_TOPICS)[number]

export const HELP_TOPIC_LABELS: Readonly<Record<HelpTopic, string>> = {
  CREDITS: 'Kredity a odemykání',
  VERIFICATION: 'Ověření profilu',
  PAYMENTS: 'Platby a faktury',
  WATCHDOGS: 'Hlídací psi a upozornění',
  CRM: 'CRM a dokumenty',
  ACCOUNT: 'Účet a soukromí',
}

/** The help-centre question as the operator's inbox shows it: its first line tells it from a landing-page message. */
export function helpMessageText(message: { topic?: HelpTopic | undefined; message: string }): string {
  const topic = message.topic ? ` (téma: ${HELP_TOPIC_LABELS[message.topic]})` : ''
  return `Dotaz z nápovědy${topic}\n\n${message.message}`
}
