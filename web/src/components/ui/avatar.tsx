import { useState } from 'react';

/** The user's photo, or the first letter of their name or email when there is none (or it fails to load). */
export function Avatar({ photoURL, name, size = 40 }: { photoURL?: string | null; name: string; size?: number }) {
  const [broken, setBroken] = useState(false);
  const initial = (name.trim()[0] ?? '?').toUpperCase();
  return (
    <span
      className="avatar"
      style={{ width: size, height: size, fontSize: size * 0.42 }}
      aria-hidden={!photoURL || broken}
    >
      {photoURL && !broken ? (
        <img src={photoURL} alt="" referrerPolicy="no-referrer" onError={() => setBroken(true)} />
      ) : (
        initial
      )}
    </span>
  );
}
