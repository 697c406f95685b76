import { useId, useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { signedSonaLink } from '@vvq/contracts';
import { isUnauthorized } from '../../../lib/admin-request';
import { useApiBase } from '../../../lib/use-api-base';
import { signPanelLinks } from '../api/sign-panel-links';
import { parseIdList } from '../utils/signed-links';

const FAILED = 'The links could not be made. Please try again.';

/**
 * Signed SONA links for ids the lab gives out itself: a panel's link template fills in the id but cannot sign it,
 * so with a panel link secret set each participant needs their own link, made here with the stored secret.
 */
export function SignedLinksCard() {
  const apiBase = useApiBase();
  const id = useId();
  const [ids, setIds] = useState('');
  const [base, setBase] = useState(() => `${window.location.origin}/`);
  const [links, setLinks] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function make() {
    setLinks('');
    setError('');
    const list = parseIdList(ids);
    if (!list.ok) return setError(list.error);
    let origin: string;
    try {
      origin = new URL(base).toString();
    } catch {
      return setError('Study address: enter the address participants open, starting with https://.');
    }
    setBusy(true);
    try {
      const answer = await signPanelLinks(apiBase, list.ids);
      setLinks(answer.signatures.map((s) => signedSonaLink(origin, s.participant_id, s.sig)).join('\n'));
    } catch (failure) {
      if (isUnauthorized(failure)) return;
      setError(failure instanceof Error && failure.message ? failure.message : FAILED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-5">
      <h2 id={`${id}-heading`} className="h4 mb-2">
        Signed SONA links
      </h2>
      <p className="text-body-secondary">
        With a panel link secret set, every entry needs its link’s signature. Enter the ids you will give out
        (one a line, at most 100) to get each participant’s own link.
      </p>
      <Form.Group className="mb-3" controlId={`${id}-base`}>
        <Form.Label>Study address</Form.Label>
        <Form.Control value={base} onChange={(e) => setBase(e.target.value)} spellCheck={false} />
      </Form.Group>
      <Form.Group className="mb-3" controlId={`${id}-ids`}>
        <Form.Label>Participant ids</Form.Label>
        <Form.Control
          as="textarea"
          rows={4}
          value={ids}
          onChange={(e) => setIds(e.target.value)}
          spellCheck={false}
        />
      </Form.Group>
      {error && (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      )}
      <Button onClick={() => void make()} disabled={busy}>
        Make signed links
      </Button>
      {links && (
        <Form.Group className="mt-3" controlId={`${id}-links`}>
          <Form.Label>Signed links</Form.Label>
          <Form.Control as="textarea" rows={6} readOnly value={links} spellCheck={false} />
        </Form.Group>
      )}
    </section>
  );
}
