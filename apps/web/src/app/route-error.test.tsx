import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { AppErrorBoundary, PartBoundary, RouteError } from './route-error';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A part whose code never arrives, as offline. */
const Unreachable = lazy(() =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
);

describe('a page never goes blank (walk-through: offline, a footer link emptied the page)', () => {
  it('leaves out a header or footer part whose code failed to arrive, and keeps the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AppErrorBoundary>
        <main>Products</main>
        <PartBoundary>
          <Suspense fallback={null}>
            <Unreachable />
          </Suspense>
        </PartBoundary>
      </AppErrorBoundary>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByText('Products')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('shows the error view, not an empty page, when anything else fails', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('boom');
    };
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('reloads by itself when the connection comes back', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<RouteError />);
    expect(reload).not.toHaveBeenCalled();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
