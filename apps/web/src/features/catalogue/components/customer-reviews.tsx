import { StarIcon } from '@/components/ui/icons';

/** spec §2 Home: a block of static customer reviews (fixed content). */
const REVIEWS = [
  {
    name: 'Priya Sharma',
    city: 'Mumbai',
    rating: 5,
    text: 'The kurta fits perfectly and the fabric feels lovely. Delivery reached me a day early.',
  },
  {
    name: 'Arjun Reddy',
    city: 'Hyderabad',
    rating: 5,
    text: 'Paying by UPI was quick, and I could track my order all the way to my door.',
  },
  {
    name: 'Meera Iyer',
    city: 'Chennai',
    rating: 4,
    text: 'Good quality for the price. I exchanged a size without any trouble.',
  },
];

export function CustomerReviews() {
  return (
    <section aria-labelledby="customer-reviews" className="py-10">
      <div className="mx-auto max-w-7xl px-4">
        <h2
          id="customer-reviews"
          className="text-center text-2xl font-bold text-slate-900 sm:text-3xl"
        >
          What Our Customers Say
        </h2>
        <ul className="mt-8 grid gap-5 md:grid-cols-3">
          {REVIEWS.map((review) => (
            <li
              key={review.name}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <figure>
                <div
                  className="flex gap-0.5 text-saffron-500"
                  role="img"
                  aria-label={`${review.rating} out of 5 stars`}
                >
                  {Array.from({ length: 5 }, (_, index) => (
                    <StarIcon
                      key={index}
                      className={index < review.rating ? 'size-5' : 'size-5 text-slate-300'}
                    />
                  ))}
                </div>
                <blockquote className="mt-3 text-slate-700">“{review.text}”</blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="font-semibold text-slate-900">{review.name}</span>
                  <span className="text-slate-500"> · {review.city}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
