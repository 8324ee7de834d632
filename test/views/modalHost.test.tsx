import { MantineProvider } from '@mantine/core';
import { modals } from '@mantine/modals';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { openGeneric } from '../../src/views/shell/openModals';
import { closeAllModals, ModalHost, prepareModals } from '../../src/views/shell/ModalHost';

/** The modal stack is not part of a page's first render, yet every modal opens when asked. */
const renderHost = () =>
  render(
    <MantineProvider env="test">
      <ModalHost />
    </MantineProvider>,
  );
/** Straight to @mantine/modals, as if the host were not there: only a stack on the page hears it. */
const openDirectly = (title: string) => modals.openContextModal({ modal: 'GENERIC', title, innerProps: { text: () => 'From Medicare.' } });

afterEach(() => act(() => modals.closeAll()));

describe('the modal host', () => {
  it('leaves the modal stack off the page until a modal is wanted', () => {
    renderHost();
    act(() => void openDirectly('About these ratings'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens a modal asked for before the stack was on the page', async () => {
    renderHost();
    act(() => openGeneric('Preferred Providers', () => 'Chosen by the hospital for their quality.'));
    expect(await screen.findByRole('dialog', { name: 'Preferred Providers' })).toBeInTheDocument();
    expect(screen.getByText('Chosen by the hospital for their quality.')).toBeInTheDocument();
  });

  it('puts the stack on the page ahead of a modal, and opens the next ones at once', async () => {
    renderHost();
    act(() => prepareModals());
    // Once its code has loaded and it listens, @mantine/modals' own calls reach it.
    await waitFor(() => {
      act(() => modals.closeAll());
      act(() => void openDirectly('About these ratings'));
      expect(screen.getByRole('dialog', { name: 'About these ratings' })).toBeInTheDocument();
    });
    act(() => closeAllModals());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    act(() => openGeneric('Preferred Providers', () => 'Chosen by the hospital for their quality.'));
    expect(await screen.findByRole('dialog', { name: 'Preferred Providers' })).toBeInTheDocument();
  });
});
