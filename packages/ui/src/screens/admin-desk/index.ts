export { AdminDashboardScreen, type AdminDashboardScreenProps } from './AdminDashboardScreen.tsx'
export { type AdminInboxQuery, AdminInboxScreen, type AdminInboxScreenProps } from './AdminInboxScreen.tsx'
