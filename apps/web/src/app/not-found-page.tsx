import { Link } from '@/components/ui/link';
import { buttonClasses } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { PageTitle } from '@/components/ui/page-title';
import { useT } from '@/lib/i18n';
import { appMessages } from './app.messages';

export function NotFoundPage() {
  const t = useT(appMessages);
  return (
    <>
      <PageTitle title={t('notFoundTitle')} />
      <EmptyState
        icon={<span className="text-2xl font-extrabold">404</span>}
        title={t('notFoundTitle')}
        description={t('notFoundText')}
      >
        <Link to="/" className={buttonClasses()}>
          {t('backToHome')}
        </Link>
        <Link to="/products" className={buttonClasses({ variant: 'outline' })}>
          {t('browseProducts')}
        </Link>
      </EmptyState>
    </>
  );
}
