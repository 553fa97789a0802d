import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDateTime } from '@nebo/shared-ui';
import type { FlightMessage } from '../api/agreementApi';
import { DeliveryLine } from '../components/DeliveryLine';
import { NAMESPACE } from '../../namespace';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  padding: ${({ theme }) => theme.spacing(2, 3)};
  border-left: 3px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.sm};
  min-width: 0;
  summary {
    cursor: pointer;
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
  pre {
    margin: ${({ theme }) => theme.spacing(2, 0)};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
  p {
    margin: ${({ theme }) => theme.spacing(1, 0, 0)};
    overflow-wrap: anywhere;
  }
`;

/** A date's messages, oldest first: the text behind a disclosure (it is long), its delivery and the centre's answer. */
export function MessageList({ messages }: { messages: FlightMessage[] }): ReactElement {
  const { t } = useTranslation(NAMESPACE);
  if (!messages.length) return <p className="muted">{t('agreement.dates.noMessages')}</p>;
  return (
    <List aria-label={t('agreement.dates.messages')}>
      {messages.map((message) => (
        <Item key={message.id}>
          <details>
            <summary>
              {message.kind}
              {message.sentAt ? ` · ${t('agreement.dates.sentAt', { time: formatDateTime(message.sentAt) })}` : ''}
            </summary>
            <pre aria-label={t('agreement.dates.messageText', { kind: message.kind })}>{message.text}</pre>
          </details>
          <DeliveryLine delivery={message.delivery} />
          {message.reply ? (
            <p>
              <strong>{t('agreement.dates.reply')}</strong>
              {message.replyAt ? ` (${t('agreement.dates.replyAt', { time: formatDateTime(message.replyAt) })})` : ''}: {message.reply}
            </p>
          ) : null}
        </Item>
      ))}
    </List>
  );
}
