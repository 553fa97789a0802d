import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { setLanguage } from '../i18n/instance';
import { NeboUiProvider } from '../providers/NeboUiProvider';
import type { FileEntry } from '../files/storedFile';
import { FileField } from './FileField';

function Harness({ initial = [] as FileEntry[] }) {
  const [value, setValue] = useState<FileEntry[]>(initial);
  return (
    <NeboUiProvider withGlobalStyle={false}>
      <FileField label="Scans" value={value} onChange={setValue} maxBytes={1000} formats={['pdf', 'jpeg']} />
    </NeboUiProvider>
  );
}

const file = (name: string, size: number, type = 'application/pdf') => new File([new Uint8Array(size)], name, { type });

function pick(...files: File[]) {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
}

beforeAll(() => setLanguage('en'));

describe('FileField', () => {
  it('lists chosen files and removes one on request', () => {
    render(<Harness />);
    pick(file('a.pdf', 10), file('b.JPG', 10, 'image/jpeg'));
    expect(screen.getByText('a.pdf')).toBeTruthy();
    expect(screen.getByText('b.JPG')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove file a.pdf' }));
    expect(screen.queryByText('a.pdf')).toBeNull();
  });

  it('refuses files over the limit or with another extension, saying why', () => {
    render(<Harness />);
    pick(file('big.pdf', 1001), file('virus.exe', 10), file('ok.pdf', 10));
    expect(screen.getByText('ok.pdf')).toBeTruthy();
    expect(screen.queryByText('big.pdf')).toBeNull();
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(input.getAttribute('aria-describedby')!.split(' ')[1])!.textContent;
    expect(message).toContain('“big.pdf” is larger than 0 MB');
    expect(message).toContain('“virus.exe” is not accepted: use PDF, JPEG');
  });

  it('shows stored files with a link to open them', () => {
    render(
      <Harness
        initial={[{ kind: 'stored', file: { id: 'f1', filename: 'passport.pdf', url: '/api/files/f1', accessTypeCode: 'PERSONAL_DATA' } }]}
      />,
    );
    expect(screen.getByRole('button', { name: 'Open passport.pdf' })).toBeTruthy();
  });
});
