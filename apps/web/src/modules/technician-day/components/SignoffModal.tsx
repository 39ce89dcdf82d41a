import { Box, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import SignaturePad from 'signature_pad';
import { useSaveSignoff } from '../technician-day.api';

interface Props {
  opened: boolean;
  onClose: () => void;
  date: string | null;
  jobId: number;
  jobNumber: string;
  defaultName: string;
}

/** The customer's signoff: their name and a signature drawn on the phone (signature_pad), saved as a PNG. */
export function SignoffModal({ opened, onClose, date, jobId, jobNumber, defaultName }: Props) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Customer signoff · ${jobNumber}`}
      fullScreen={false}
      size="lg"
    >
      {opened && <SignoffForm date={date} jobId={jobId} defaultName={defaultName} onDone={onClose} />}
    </Modal>
  );
}

function SignoffForm({
  date,
  jobId,
  defaultName,
  onDone,
}: {
  date: string | null;
  jobId: number;
  defaultName: string;
  onDone: () => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [name, setName] = useState(defaultName);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveSignoff(date, jobId);

  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    // Size the drawing surface to its box and the screen's pixel ratio, so strokes are sharp and land under the finger.
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    el.width = el.offsetWidth * ratio;
    el.height = el.offsetHeight * ratio;
    el.getContext('2d')?.scale(ratio, ratio);
    const p = new SignaturePad(el, { backgroundColor: 'rgb(255,255,255)', penColor: '#1a1b1e' });
    pad.current = p;
    return () => p.off();
  }, []);

  async function submit() {
    if (!name.trim()) return setError("Enter the customer's name.");
    if (!pad.current || pad.current.isEmpty()) return setError('Ask the customer to sign in the box.');
    setError(null);
    await save.mutateAsync({
      signatureName: name.trim(),
      signatureImage: pad.current.toDataURL('image/png'),
    });
    onDone();
  }

  return (
    <Stack gap="sm">
      <TextInput
        label="Customer name"
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        required
      />
      <div>
        <Text fz="sm" fw={500} mb={4} id="signature-label">
          Signature
        </Text>
        <Box
          component="canvas"
          ref={canvas}
          aria-labelledby="signature-label"
          data-testid="signature-canvas"
          style={{
            width: '100%',
            height: 180,
            border: '1px solid var(--mantine-color-gray-4)',
            borderRadius: 8,
            touchAction: 'none',
            display: 'block',
            background: '#fff',
          }}
        />
      </div>
      {error && (
        <Text c="red" fz="sm" role="alert">
          {error}
        </Text>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={() => pad.current?.clear()}>
          Clear
        </Button>
        <Button onClick={submit} loading={save.isPending}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
