// bench:sync's photo phase (scripts/bench-sync.ts): what photos cost the server, after the sync.

/** Photos uploaded, and how many times visitors read them. */
export const PHOTOS = 10;
export const PHOTO_READS = 16;

/**
 * Photos, as a busy office and its visitors use them: PHOTOS of 4 MB uploaded one after another,
 * then read PHOTO_READS times by anonymous visitors, 4 at a time, while /api/health is asked every
 * 50 ms (its slowest answer tells whether the photos held the server up).
 */
export async function photoPhase(url: string, token: string): Promise<{ upload: number; download: number; healthMs: number }> {
  const photo = new Uint8Array(4 * 1024 * 1024);
  for (let i = 0; i < photo.length; i++) photo[i] = (i * 2654435761) >>> 24;
  photo.set([0xff, 0xd8, 0xff, 0xe0]);
  const ids: string[] = [];
  let started = performance.now();
  for (let i = 0; i < PHOTOS; i++) {
    const res = await fetch(`${url}/api/attachments`, { method: 'POST', headers: { 'Content-Type': 'image/jpeg', Authorization: `Bearer ${token}` }, body: photo });
    if (res.status !== 201) throw new Error(`photo upload: ${res.status} ${await res.text()}`);
    ids.push(((await res.json()) as { id: string }).id);
  }
  const upload = performance.now() - started;
  let healthMs = 0;
  let reading = true;
  const health = (async () => {
    while (reading) {
      const at = performance.now();
      await (await fetch(`${url}/api/health`)).arrayBuffer();
      healthMs = Math.max(healthMs, performance.now() - at);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < PHOTO_READS) {
        const id = ids[next++ % ids.length];
        const res = await fetch(`${url}/api/attachments/${id}`);
        if ((await res.arrayBuffer()).byteLength !== photo.length) throw new Error(`photo read: ${res.status}`);
      }
    }),
  );
  const download = performance.now() - started;
  reading = false;
  await health;
  return { upload, download, healthMs };
}
