// The admin's order detail (issue 29, item 6; docs/decisions/1308-admin-order-detail.md).
export { AdminOrderDetailScreen, type AdminOrderDetailScreenProps } from './AdminOrderDetailScreen.tsx'
