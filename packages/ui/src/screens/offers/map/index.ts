// The offers map, an entry of its own ('@rg/ui/map') so only the map view loads it (docs/decisions/1571, 1620).
export { type MapTiles, OfferMap, type OfferMapProps } from './OfferMap.tsx'
