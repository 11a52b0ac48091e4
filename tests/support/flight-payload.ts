/**
 * What a page's HTML carries for React in the browser: the inline RSC
 * payload (`self.__next_f.push` scripts) and how many client components it
 * asks the browser to hydrate. Each client component is one row that names
 * its module (`id:I[…]`) and one `"$Lid"` per place it is used; every use is
 * a component React runs in the browser on first load.
 */
export interface FlightPayload {
  /** The payload itself, its chunks joined. */
  text: string;
  payloadKb: number;
  clientComponents: number;
}

export function flightPayloadOf(html: string): FlightPayload {
  let payload = '';
  for (const [, chunk] of html.matchAll(/self\.__next_f\.push\((\[.*?\])\)<\/script>/gs)) {
    try {
      const [, text] = JSON.parse(chunk ?? '[]') as [number, unknown];
      if (typeof text === 'string') payload += text;
    } catch {
      // Not a text chunk (the bootstrap's form state, say): nothing of the payload.
    }
  }
  const clientRows = new Set([...payload.matchAll(/(?:^|\n)([0-9a-f]+):I\[/g)].map((match) => match[1]));
  let clientComponents = 0;
  for (const [, id] of payload.matchAll(/"\$L([0-9a-f]+)"/g)) if (clientRows.has(id)) clientComponents++;
  return { text: payload, payloadKb: Math.round(Buffer.byteLength(payload) / 102.4) / 10, clientComponents };
}
