import { Link } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { AuthCard } from '../components/auth-card';

/** spec §2 Signup. The details and one-time-code steps come with the sign-in issue. */
export function SignupPage() {
  return (
    <>
      <PageTitle title="Create Account" />
      <AuthCard title="Create Account" subtitle="Sign up with your name and mobile number.">
        <p className="mt-8 border-t border-slate-100 pt-6 text-center text-sm text-slate-600">
          Already have an account?{' '}
          <Link to="/login" className="font-semibold text-brand-700 hover:underline">
            Login
          </Link>
        </p>
      </AuthCard>
    </>
  );
}
