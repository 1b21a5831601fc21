import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'

/** `dev:mock` starts the MSW worker before the app makes its first request; production builds drop this branch. */
async function prepare() {
  if (import.meta.env.VITE_MOCK_API) {
    const { startMockApi } = await import('./mock-mode.ts')
    await startMockApi()
  }
}

void prepare().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  }),
)
