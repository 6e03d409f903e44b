import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ImageWithFallback } from './image-with-fallback';

describe('ImageWithFallback (spec §8)', () => {
  it('shows the image lazily with its alt text', () => {
    render(<ImageWithFallback src="/uploads/kurta.svg" alt="Cotton Kurta" />);
    const image = screen.getByRole('img', { name: 'Cotton Kurta' });
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it("replaces a failed image with a placeholder saying 'Image not found'", () => {
    render(<ImageWithFallback src="/uploads/missing.svg" alt="Cotton Kurta" />);
    fireEvent.error(screen.getByRole('img', { name: 'Cotton Kurta' }));
    const placeholder = screen.getByRole('img', { name: 'Cotton Kurta' });
    expect(placeholder.tagName).toBe('DIV');
    expect(placeholder).toHaveTextContent('Image not found');
  });

  it('shows the placeholder when there is no address at all', () => {
    render(<ImageWithFallback src={null} alt="Saree" />);
    expect(screen.getByRole('img', { name: 'Saree' })).toHaveTextContent('Image not found');
  });
});
