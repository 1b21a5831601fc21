export { AdminUserDetailScreen, type AdminUserDetailScreenProps } from './AdminUserDetailScreen.tsx'
export {
  type AdminUsersQuery,
  AdminUsersScreen,
  type AdminUsersScreenProps,
  adminUsersRequest,
} from './AdminUsersScreen.tsx'
