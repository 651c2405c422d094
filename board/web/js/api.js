// The server's JSON API and the page's event stream.
export async function post(path, body) {
  const res = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const data = await res.json().catch(() => ({ error: `HTTP ${res.status}` }));
  if (!res.ok) throw new Error(data.error || `HTTP ${res.status}`);
  return data;
}

export async function get(path) {
  const res = await fetch(path);
  const data = await res.json();
  if (!res.ok) throw new Error(data.error || `HTTP ${res.status}`);
  return data;
}

export function openEvents(page, onEvent) {
  const source = new EventSource(`/api/events?page=${encodeURIComponent(page)}`);
  source.onmessage = (ev) => {
    try { onEvent(JSON.parse(ev.data)); } catch (e) { console.error(e); }
  };
  return source;
}
