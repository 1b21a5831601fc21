// The operator's payments queue (issue 29, item 2): every imported incoming payment, deciding the ones that wait.
export {
  type AdminPaymentsQuery,
  AdminPaymentsScreen,
  type AdminPaymentsScreenProps,
} from './AdminPaymentsScreen.tsx'
