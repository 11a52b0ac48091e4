import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGN_IN_REASONS } from '../../runtime/rules/gated-routes';
import { renderBlock, testSiteContext } from '../kit/test-support/site-context';
import shopperSignIn from './index';
import { SignInForm } from './SignInForm.client';
import { DRAFT_SIGN_IN_NOTE } from './ShopperSignIn';

const URLS = { sendCodeUrl: '/sites/bayside-motors/api/watchlist/sign-in/send-code', verifyCodeUrl: '/sites/bayside-motors/api/watchlist/sign-in/verify-code' };
let posted: { url: string; body: unknown }[];
let replies: Record<string, { status: number; body: unknown }>;

beforeEach(() => {
  posted = [];
  replies = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      posted.push({ url, body: JSON.parse(String(init?.body)) });
      const reply = replies[url] ?? { status: 500, body: {} };
      return new Response(JSON.stringify(reply.body), { status: reply.status });
    }),
  );
});
afterEach(() => vi.restoreAllMocks());

function renderForm(navigate = vi.fn()) {
  render(
    <MantineProvider env="test">
      <SignInForm {...URLS} homeHref="/sites/bayside-motors" navigate={navigate} />
    </MantineProvider>,
  );
  return navigate;
}

describe('shopper sign-in page', () => {
  it('spec detail §2: sent by a gated route (/sign-in?type=checkout), the heading says what the shopper signs in for; the watchlist keeps its own', () => {
    const site = (type: string) => ({ ...testSiteContext(), searchParams: { type, redirect: '/sites/bayside-motors/finance' } });
    renderBlock(shopperSignIn, {}, { site: site('checkout') });
    expect(screen.getByRole('heading', { level: 1, name: SIGN_IN_REASONS.checkout })).toBeInTheDocument();
    cleanup();
    renderBlock(shopperSignIn, {}, { site: site('watchlist') });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to your watchlist' })).toBeInTheDocument();
    cleanup();
    renderBlock(shopperSignIn, {}, { site: site('not-a-type') });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to your watchlist' })).toBeInTheDocument();
  });

  it("spec search §2: the block links its form to this site's sign-in routes, under a heading", () => {
    renderBlock(shopperSignIn, {});
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to your watchlist' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Mobile number/ })).toBeInTheDocument();
  });

  it('on a draft (the canvas, a shared preview) says how shoppers sign in and sends no code', () => {
    for (const mode of ['editor', 'preview'] as const) {
      renderBlock(shopperSignIn, {}, { site: { ...testSiteContext(), mode } });
      expect(screen.getByRole('note')).toHaveTextContent(DRAFT_SIGN_IN_NOTE);
      expect(screen.queryByRole('textbox', { name: /Mobile number/ })).toBeNull();
      cleanup();
    }
  });

  it("spec search §2: mobile, then the code (the local provider's shown plainly), then back to the local redirect", async () => {
    window.history.pushState({}, '', '/sites/bayside-motors/sign-in?type=watchlist&redirect=%2Fsites%2Fbayside-motors%2Fsearch&back=%2Fsites%2Fbayside-motors%2Fsearch');
    replies[URLS.sendCodeUrl] = { status: 200, body: { success: true, notice: 'Local SMS provider: your code is 123456 (no text message was sent)' } };
    replies[URLS.verifyCodeUrl] = { status: 200, body: { success: true } };
    const navigate = renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: /Mobile number/ }), { target: { value: '0412 345 678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(await screen.findByText('Local SMS provider: your code is 123456 (no text message was sent)')).toBeInTheDocument();
    expect(posted[0]).toEqual({ url: URLS.sendCodeUrl, body: { phone_number: '+61412345678' } });
    fireEvent.change(screen.getByRole('textbox', { name: /6-digit code/ }), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/sites/bayside-motors/search'));
    expect(posted[1]).toEqual({ url: URLS.verifyCodeUrl, body: { phone_number: '+61412345678', code: '123456' } });
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/sites/bayside-motors/search');
  });

  it("a redirect to another site is ignored: the shopper goes to the dealer's home page", async () => {
    window.history.pushState({}, '', '/sites/bayside-motors/sign-in?redirect=https%3A%2F%2Fevil.example%2F');
    replies[URLS.sendCodeUrl] = { status: 200, body: { success: true } };
    replies[URLS.verifyCodeUrl] = { status: 200, body: { success: true } };
    const navigate = renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: /Mobile number/ }), { target: { value: '0412345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Text me a code' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /6-digit code/ }), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/sites/bayside-motors'));
  });

  it.each(['+61 412 345 678', '0412-345-678', '(04) 1234 5678'])('the Australian mobile rule: %s is sent as +61412345678, the form the server keeps', async (written) => {
    replies[URLS.sendCodeUrl] = { status: 200, body: { success: true } };
    renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: /Mobile number/ }), { target: { value: written } });
    fireEvent.click(screen.getByRole('button', { name: 'Text me a code' }));
    await screen.findByRole('textbox', { name: /6-digit code/ });
    expect(posted).toEqual([{ url: URLS.sendCodeUrl, body: { phone_number: '+61412345678' } }]);
  });

  it('the phone-number rule: a landline is refused with a clear message before anything is sent', () => {
    renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: /Mobile number/ }), { target: { value: '07 5555 1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter an Australian mobile number like 0412 345 678.');
    expect(posted).toEqual([]);
  });

  it("a wrong code shows the server's message and signs nobody in", async () => {
    replies[URLS.sendCodeUrl] = { status: 200, body: { success: true } };
    replies[URLS.verifyCodeUrl] = { status: 400, body: { success: false, message: 'That code is not right or has expired. Ask for a new one.' } };
    const navigate = renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: /Mobile number/ }), { target: { value: '0412345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Text me a code' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /6-digit code/ }), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right or has expired. Ask for a new one.');
    expect(navigate).not.toHaveBeenCalled();
  });
});
