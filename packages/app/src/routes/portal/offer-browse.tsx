import type { OfferKind } from '@rg/domain'
import { OfferBrowseScreen, SaveSearchDialog, searchSummary, suggestedSearchTitle } from '@rg/ui/screens'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { useSaveSearch } from '../../api/discovery.ts'
import { errorText } from '../../api/error-text.ts'
import { offerListQuery, offerQueryFromSearch, offerQueryToSearch } from '../../api/offers.ts'
import { useCardDiscovery } from './discovery.tsx'

/** /portal/listings and /portal/services: the browse query (search, filters, sort, page) lives in the URL. */
export function OfferBrowse({ kind }: { kind: OfferKind }) {
  const [search, setSearch] = useSearchParams()
  const query = offerQueryFromSearch(kind, search)
  const result = useQuery({ ...offerListQuery(query), placeholderData: keepPreviousData })
  const { cardActions, compareBar } = useCardDiscovery()
  const save = useSaveSearch(kind)
  return (
    <OfferBrowseScreen
      kind={kind}
      query={query}
      onQueryChange={(next) => {
        // The compare selection rides along with every change of the query (decision 1551).
        const params = offerQueryToSearch(next)
        const compare = search.get('compare')
        if (compare) params.set('compare', compare)
        setSearch(params)
      }}
      status={result.isPending ? 'loading' : result.isError ? 'error' : 'ready'}
      result={result.data}
      onRetry={() => result.refetch()}
      cardActions={cardActions}
      footer={compareBar}
      toolbar={
        <SaveSearchDialog
          key={offerQueryToSearch(query).toString()}
          suggestedName={suggestedSearchTitle(query)}
          summary={searchSummary(query)}
          status={save.isPending ? 'saving' : save.isSuccess ? 'saved' : 'idle'}
          error={save.error ? errorText(save.error) : null}
          onSave={(values) => save.mutate({ query, values })}
          onOpenChange={(open) => {
            if (open) save.reset()
          }}
        />
      }
    />
  )
}
