import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, formatDateTime } from '@nebo/shared-ui';
import type { SppiCheck } from '../api/agreementApi';
import { NAMESPACE } from '../../namespace';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2, 3)};
  p {
    margin: 0;
    flex: 1 1 220px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface SppiCheckButtonProps {
  label: string;
  check: () => Promise<SppiCheck>;
  /** After SPPI answered: the server applied the answer, so the page reloads the view. */
  onChecked: () => void;
}

/** Asks SPPI now; its tolerated failures (404 not sent by SPPI, 502 unreachable) are a line of text here, not an error page. */
export function SppiCheckButton({ label, check, onChecked }: SppiCheckButtonProps): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const run = async () => {
    setPending(true);
    try {
      const answer = await check();
      if (answer.ok) {
        setResult(
          t('agreement.orvd.sppiChecked', {
            status: t(`agreement.statuses.${answer.status.status}`, { defaultValue: answer.status.status }),
            time: formatDateTime(answer.status.checkedAt),
          }),
        );
        onChecked();
      } else setResult(answer.statusCode === 404 ? t('agreement.orvd.sppiNotThere') : t('agreement.orvd.sppiUnavailable'));
    } finally {
      setPending(false);
    }
  };
  return (
    <Row>
      <Button $variant="secondary" $size="sm" disabled={pending} onClick={() => void run()}>
        {pending ? t('agreement.orvd.checkingSppi') : label}
      </Button>
      <p role="status">{result}</p>
    </Row>
  );
}
