// The staff sign-in page with its frame: loaded on its own path only, never with a public page.
import { AdminLoginLayout } from './admin-login-layout';
import { screen } from './screen';

const loginScreen = screen('admin-login', () => import('../features/admin-login/login-page'), 'AdminLoginPage');

export function AdminLoginRoute() {
  return <AdminLoginLayout>{loginScreen}</AdminLoginLayout>;
}
