import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../../src/views/shell/toast';
import { ToastHost } from '../../src/views/shell/ToastHost';

/** Mantine's toast containers are not part of a page's first render, yet no toast is ever missed. */
const renderHost = () =>
  render(
    <MantineProvider env="test">
      <ToastHost />
    </MantineProvider>,
  );
const containers = () => document.querySelectorAll('.mantine-Notifications-root');
/** The toasts' code loads with the first toast: until it has, and React has drawn what it brought. */
const loaded = () => act(() => vi.dynamicImportSettled());

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => notifications.clean());
  vi.useRealTimers();
});

describe('the toast host', () => {
  it('leaves the toast containers off the page until a toast comes, then keeps them there', async () => {
    renderHost();
    act(() => vi.advanceTimersByTime(10_000));
    expect(containers()).toHaveLength(0);
    act(() => showToast({ type: 'success', title: 'Saved', message: 'Your ranking is saved.', timeout: 5000 }));
    await loaded();
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(containers().length).toBeGreaterThan(0);
    // The toast gone, its containers stay for the next one (and for its closing transition).
    act(() => notifications.clean());
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByText('Saved')).toBeNull();
    expect(containers().length).toBeGreaterThan(0);
  });

  it('shows the toasts that come while its code loads, in order', async () => {
    renderHost();
    act(() => showToast({ type: 'error', title: 'Login Failed', message: 'Check your e-mail and password.', timeout: 5000 }));
    act(() => showToast({ type: 'warning', title: 'Still There?', message: 'You will be logged out soon.', timeout: 5000 }));
    await loaded();
    expect(screen.getAllByText(/^(Login Failed|Still There\?)$/).map((title) => title.textContent)).toEqual(['Login Failed', 'Still There?']);
    expect(screen.getByText('Login Failed')).toBeInTheDocument();
    expect(screen.getByText('Check your e-mail and password.')).toBeInTheDocument();
  });
});
