import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { WhenNear } from './when-near';

describe('WhenNear', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders right after mounting where the browser cannot tell what is near the screen', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<WhenNear>Legal identity</WhenNear>);
    // The first render leaves the place empty, as a server render does (decision 024).
    expect(screen.queryByText('Legal identity')).not.toBeInTheDocument();
    expect(await screen.findByText('Legal identity')).toBeInTheDocument();
  });

  it('waits until its place comes near the screen', () => {
    let report: IntersectionObserverCallback = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    render(<WhenNear>Legal identity</WhenNear>);
    expect(screen.queryByText('Legal identity')).not.toBeInTheDocument();
    act(() => report([{ isIntersecting: true } as IntersectionObserverEntry], {} as never));
    expect(screen.getByText('Legal identity')).toBeInTheDocument();
  });
});
