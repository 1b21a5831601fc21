export { type PasswordChange, ProfileScreen, type ProfileScreenProps } from './ProfileScreen.tsx'
