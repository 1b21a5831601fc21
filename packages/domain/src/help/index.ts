/* @rg/domain/help: what other packages use of this folder (docs/decisions/1730-one-declaration-per-endpoint.md). */

export { HELP_MESSAGE_LIMIT_MESSAGE, HELP_MESSAGES_PER_HOUR, type HelpMessageRequest } from './help.schema.ts'
export { HELP_ARTICLES, type HelpArticle, searchHelp } from './help-centre.ts'
export { HELP_TOPIC_LABELS, HELP_TOPICS, type HelpTopic, helpMessageText } from './help-topics.ts'
