/* @rg/domain/crm: what other packages use of this folder (docs/decisions/1730-one-declaration-per-endpoint.md). */

export { coldCallsToIcs } from './call-calendar.ts'
export { formatAddress } from './contact-card.ts'
export { contactsToCsv, contactsToVcard } from './contact-export.ts'
export { CONTACT_FILE_ENCODING_LABELS } from './contact-file-text.ts'
export {
  CONTACT_IMPORT_MAX_BYTES,
  type ContactImportDuplicate,
  type ContactImportPlan,
  type ContactImportPreview,
  type ContactImportRow,
  parseContactFile,
  planContactImport,
} from './contact-import.ts'
export { type ContactLists, contactPrimaries, resolveContactLists } from './contact-lists.ts'
export {
  applyContactImport,
  CONTACT_DUPLICATE_ACTION_LABELS,
  CONTACT_DUPLICATE_ACTIONS,
  type ContactDuplicateAction,
  importActions,
  type MergeableContact,
  type StoredMergeable,
} from './contact-merge.ts'
export { ALREADY_ON_CALL_LIST, BAD_CONTACTS_CURSOR, CONTACT_OFFERS_NOT_FOUND } from './contact-refusals.ts'
export {
  CALL_OUTCOME_LABELS,
  CALL_OUTCOMES,
  type CallLog,
  COLD_CALL_STATUS_LABELS,
  COLD_CALL_STATUSES,
  CONTACT_IMPORT_MAX,
  CONTACT_MAX_ADDRESSES,
  CONTACT_MAX_EMAILS,
  CONTACT_MAX_PHONES,
  CONTACT_PAGE_DEFAULT,
  CONTACT_PAGE_MAX,
  CONTACT_PHONE_TYPE_LABELS,
  CONTACT_PHONE_TYPES,
  CONTACT_PLACE_TYPE_LABELS,
  CONTACT_PLACE_TYPES,
  CONTACTS_CAP_MESSAGE,
  CONTACTS_PER_ACCOUNT_MAX,
  type ColdCall,
  type ColdCallStatus,
  type ColdCallUpdateRequest,
  type Contact,
  type ContactAddress,
  type ContactDetail,
  type ContactImportRequest,
  type ContactImportResponse,
  type ContactInput,
  type ContactListResponse,
  type ContactPhoneType,
  type ContactPlaceType,
  callLogSchema,
  coldCallListResponseSchema,
  coldCallSchema,
  contactDetailSchema,
  contactImportResponseSchema,
  contactListResponseSchema,
  contactSchema,
  contactsRefusedMessage,
} from './crm.schema.ts'
export {
  allTags,
  CALL_DUE_FILTERS,
  CALL_DUE_LABELS,
  type CallAgenda,
  type CallDueFilter,
  CONTACT_SORT_LABELS,
  CONTACT_SORTS,
  type ContactSort,
  callAgenda,
  callMatchesDue,
  contactIdentityKeys,
  FINISHED_COLD_CALL_STATUSES,
  filterContacts,
  foldForSearch,
  isCallDue,
  uniqueTags,
} from './crm.ts'
