import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { WhenNear } from './when-near';

describe('WhenNear', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders at once where the browser cannot tell what is near the screen', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<WhenNear>Legal identity</WhenNear>);
    expect(screen.getByText('Legal identity')).toBeInTheDocument();
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
