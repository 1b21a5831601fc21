export { MessagesScreen, type MessagesScreenProps } from './MessagesScreen.tsx'
export { OfferAccessPanel, type OfferAccessPanelProps } from './OfferAccessPanel.tsx'
export { OwnerDealPanel, type OwnerDealPanelProps } from './OwnerDealPanel.tsx'
export { type MessageDraft, ThreadPanel, type ThreadPanelProps } from './ThreadPanel.tsx'
