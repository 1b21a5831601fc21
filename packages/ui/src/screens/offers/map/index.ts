// The offers map, an entry of its own ('@rg/ui/map') so only the map view loads it (docs/decisions/1571).
export { OfferMap, type OfferMapProps } from './OfferMap.tsx'
