import { Login } from 'react-admin';

/** react-admin's sign-in page inside the page's main landmark, so assistive technology can jump straight to it. */
export function LoginPage() {
  return (
    <main>
      <Login />
    </main>
  );
}
