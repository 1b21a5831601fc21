import type { SiteOperator } from '@rg/domain/site'

/**
 * Runtime configuration comes from the page, so one build runs against the embedded server or a real Supabase
 * project: the server injects `<script type="application/json" id="app-config">` into every HTML file it serves.
 * Without it (Vite dev server, `dev:mock`, Storybook) the page's own origin serves both /api and /auth/v1.
 */
export interface RuntimeConfig {
  /** Absolute origin of the app, used for e-mail redirect targets. */
  baseUrl: string
  supabaseUrl: string
  supabaseAnonKey: string
  /** The operator's contacts (SITE_EMAIL, SITE_PHONE), shown on /contact and in the legal texts. */
  siteEmail: string | null
  sitePhone: string | null
  /** Who runs the site (the server's OPERATOR_* settings): the legal texts, the footer and /contact name it. */
  operator: SiteOperator | null
}

/** Anon key used when the page carries no configuration: the embedded server and the mock API accept any key. */
export const LOCAL_ANON_KEY = 'local-anon-key'

let cached: RuntimeConfig | undefined

function isConfig(value: unknown): value is Partial<RuntimeConfig> {
  return typeof value === 'object' && value !== null
}

export function readRuntimeConfig(doc: Document = document): RuntimeConfig {
  const origin = doc.defaultView?.location.origin ?? 'http://localhost'
  const fallback: RuntimeConfig = {
    baseUrl: origin,
    supabaseUrl: import.meta.env.VITE_SUPABASE_URL || origin,
    supabaseAnonKey: import.meta.env.VITE_SUPABASE_ANON_KEY || LOCAL_ANON_KEY,
    siteEmail: null,
    sitePhone: null,
    operator: null,
  }
  const text = doc.getElementById('app-config')?.textContent
  if (!text) return fallback
  try {
    const parsed: unknown = JSON.parse(text)
    if (!isConfig(parsed)) return fallback
    return {
      baseUrl: stripSlash(parsed.baseUrl || fallback.baseUrl),
      supabaseUrl: stripSlash(parsed.supabaseUrl || fallback.supabaseUrl),
      supabaseAnonKey: parsed.supabaseAnonKey || fallback.supabaseAnonKey,
      siteEmail: parsed.siteEmail ?? null,
      sitePhone: parsed.sitePhone ?? null,
      operator: isOperator(parsed.operator) ? parsed.operator : null,
    }
  } catch {
    return fallback
  }
}

function isOperator(value: unknown): value is SiteOperator {
  return isConfig(value) && typeof (value as { name?: unknown }).name === 'string'
}

function stripSlash(url: string) {
  return url.replace(/\/+$/, '')
}

export function runtimeConfig(): RuntimeConfig {
  cached ??= readRuntimeConfig()
  return cached
}

/** The configuration once the page runs in a browser; null while pre-rendering (there is no page yet). */
export function browserRuntimeConfig(): RuntimeConfig | null {
  return typeof document === 'undefined' ? null : runtimeConfig()
}
