export { ContactSharingCard, type ContactSharingCardProps } from './ContactSharingCard.tsx'
export { DemandSignal, type DemandSignalProps } from './DemandSignal.tsx'
export { OfferLeadsPanel, type OfferLeadsPanelProps } from './OfferLeadsPanel.tsx'
export { OfferStatsPanel, type OfferStatsPanelProps } from './OfferStatsPanel.tsx'
