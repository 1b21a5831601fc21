export { DocumentsScreen, type DocumentsScreenProps } from './DocumentsScreen.tsx'
