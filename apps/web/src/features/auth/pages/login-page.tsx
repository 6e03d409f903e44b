import { Link, useLocation } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { AuthCard } from '../components/auth-card';

/** spec §2 Login. The phone and one-time-code steps come with the sign-in issue. */
export function LoginPage() {
  const location = useLocation();
  return (
    <>
      <PageTitle title="Login" />
      <AuthCard title="Login" subtitle="Sign in with your mobile number and a one-time code.">
        <p className="mt-8 border-t border-slate-100 pt-6 text-center text-sm text-slate-600">
          New to BharatBazaar?{' '}
          {/* Keeps `from` so a shopper who signs up still returns to where they were. */}
          <Link
            to="/signup"
            state={location.state}
            className="font-semibold text-brand-700 hover:underline"
          >
            Create new account
          </Link>
        </p>
      </AuthCard>
    </>
  );
}
