export { DemandSignal, type DemandSignalProps } from './DemandSignal.tsx'
export { OfferLeadsPanel, type OfferLeadsPanelProps } from './OfferLeadsPanel.tsx'
export { OfferStatsPanel, type OfferStatsPanelProps } from './OfferStatsPanel.tsx'
