// Admin orders and payments (issue 15): all orders, marking paid, cancelling, importing bank statements.

export { AccountingArchiveCard, type AccountingArchiveCardProps } from './AccountingArchiveCard.tsx'
export {
  type AdminOrdersQuery,
  AdminOrdersScreen,
  type AdminOrdersScreenProps,
} from './AdminOrdersScreen.tsx'
