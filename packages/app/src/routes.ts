import { index, type RouteConfig, route } from '@react-router/dev/routes'

export default [
  index('routes/home.tsx'),
  route('portal', 'routes/portal.tsx'),
  route('auth/login', 'routes/auth-login.tsx'),
] satisfies RouteConfig
