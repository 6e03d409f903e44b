import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { PageTitle } from '@/components/ui/page-title';
import { CustomerReviews } from '../components/customer-reviews';
import { ShopByCategory } from '../components/shop-by-category';

/** spec §2 Home. The banner carousel, Trending Now and Featured Products come with the catalogue. */
export function HomePage() {
  return (
    <>
      <PageTitle title="Online Shopping for Clothing and More" />
      <section className="bg-gradient-to-br from-brand-800 via-brand-700 to-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
          <p className="text-sm font-semibold tracking-wider text-saffron-300 uppercase">
            BharatBazaar
          </p>
          <h1 className="mt-2 max-w-2xl text-3xl leading-tight font-extrabold sm:text-5xl">
            Style for every day, delivered across India
          </h1>
          <p className="mt-4 max-w-xl text-brand-100 sm:text-lg">
            Clothing and everyday essentials at honest prices, with secure payment and easy returns
            within 30 days.
          </p>
          <Link
            to="/products"
            className={buttonClasses({ variant: 'secondary', size: 'lg', className: 'mt-8' })}
          >
            Shop All Products
          </Link>
        </div>
      </section>
      <ShopByCategory />
      <CustomerReviews />
    </>
  );
}
