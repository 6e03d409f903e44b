import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeRazorpay, removeFakeRazorpay } from '@/test/fake-razorpay';
import { loadRazorpay, RAZORPAY_CHECKOUT_URL, RAZORPAY_LOAD_FAILED } from './razorpay-script';

const scripts = () => document.head.querySelectorAll(`script[src="${RAZORPAY_CHECKOUT_URL}"]`);

afterEach(() => removeFakeRazorpay());

describe('loading Razorpay Checkout on demand', () => {
  it('adds checkout.js once, however many payments wait for it', async () => {
    const first = loadRazorpay();
    const second = loadRazorpay();
    expect(scripts()).toHaveLength(1);
    // What checkout.js does when it runs: define window.Razorpay.
    installFakeRazorpay();
    scripts()[0]!.dispatchEvent(new Event('load'));
    const Razorpay = await first;
    expect(await second).toBe(Razorpay);
    expect(Razorpay).toBe(window.Razorpay);
    // Loaded: later payments use it without another <script>.
    expect(await loadRazorpay()).toBe(Razorpay);
    expect(scripts()).toHaveLength(1);
  });

  it('fails with a clear message when the script does not load, and tries afresh next time', async () => {
    const failed = loadRazorpay();
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow(RAZORPAY_LOAD_FAILED);
    expect(scripts()).toHaveLength(0);
    const again = loadRazorpay();
    expect(scripts()).toHaveLength(1);
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(again).rejects.toThrow(RAZORPAY_LOAD_FAILED);
  });

  it('gives up after the timeout', async () => {
    vi.useFakeTimers();
    const slow = loadRazorpay(5_000);
    const outcome = slow.catch((error: unknown) => error);
    vi.advanceTimersByTime(4_999);
    expect(scripts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(await outcome).toEqual(new Error(RAZORPAY_LOAD_FAILED));
    expect(scripts()).toHaveLength(0);
  });

  it('treats a script that loads without defining Razorpay as a failure', async () => {
    const broken = loadRazorpay();
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(broken).rejects.toThrow(RAZORPAY_LOAD_FAILED);
  });
});
