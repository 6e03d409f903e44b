import type { ReactNode, Ref } from 'react';

/** A centred message with an icon and actions, for empty lists and missing things. */
export function EmptyState({
  icon,
  title,
  description,
  children,
  headingLevel = 1,
  headingRef,
}: {
  headingLevel?: 1 | 2;
  /** For a page that moves focus to the heading (it then takes focus, out of the tab order). */
  headingRef?: Ref<HTMLHeadingElement>;
  icon?: ReactNode;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-16 text-center">
      {icon ? (
        <div className="mb-5 flex size-20 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          {icon}
        </div>
      ) : null}
      <Heading
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="text-2xl font-bold text-slate-900 focus:outline-none"
      >
        {title}
      </Heading>
      {description ? <p className="mt-2 text-slate-600">{description}</p> : null}
      {children ? <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </div>
  );
}
