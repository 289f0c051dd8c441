import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalGame } from '../pages/GamePages.js';
import { freshSeed } from '../play/localSpec.js';
import { homeHref } from '../route.js';
import { isLocalSaveId, type LocalSave, newSaveId, type SaveLine } from './format.js';
import { registerSavesTexts } from './i18n.js';
import { withSave } from './local.js';
import { SaveProblem } from './SaveProblem.js';
import { getSave } from './store.js';
import { useTabLock } from './tabLock.js';

type Found =
  | { readonly kind: 'looking' }
  /** No save under this id yet: the link starts its game, saved from the first move. */
  | { readonly kind: 'new'; readonly storage: boolean }
  | { readonly kind: 'resume'; readonly save: LocalSave }
  | { readonly kind: 'damaged'; readonly line: Extract<SaveLine, { ok: false }> };

/**
 * A local game's page, addressed by its link plus its save id (`#/local/<game>?…&seed=…&save=<id>`): a link without
 * a save id gets one (and a seed) written back at once, so a reload finds the save and resumes the game where it
 * was; the same link in another browser, or after its save was deleted, starts the game it describes afresh.
 */
export function LocalRoute({ game, params }: { game: string; params: URLSearchParams }) {
  const { t, i18n } = useTranslation();
  registerSavesTexts(i18n);
  const id = params.get('save');
  const seed = params.get('seed') ?? '';
  const query = params.toString();
  const valid = id !== null && isLocalSaveId(id) && seed !== '';
  const lock = useTabLock(valid ? id : null);
  const [found, setFound] = useState<Found>({ kind: 'looking' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `query` stands for `params`
  useEffect(() => {
    if (!valid) {
      window.location.replace(withSave(game, params, newSaveId(), freshSeed()));
      return;
    }
    if (lock.status !== 'mine') return;
    let live = true;
    setFound({ kind: 'looking' });
    getSave(id).then(
      (line) => {
        if (!live) return;
        if (line === undefined) setFound({ kind: 'new', storage: true });
        else if (!line.ok) setFound({ kind: 'damaged', line });
        else if (line.save.kind === 'local' && line.save.record.game === game && line.save.record.seed === seed) {
          setFound({ kind: 'resume', save: line.save });
        } else {
          // The link was edited into another game: it gets its own save rather than overwrite this one.
          window.location.replace(withSave(game, params, newSaveId(), freshSeed()));
        }
      },
      () => live && setFound({ kind: 'new', storage: false }),
    );
    return () => {
      live = false;
    };
  }, [game, query, valid, lock.status]);

  if (!valid) return <p className="loading">{t('play.loading')}</p>;
  if (lock.status === 'elsewhere' || lock.status === 'lost') {
    return (
      <section className="problem" data-testid="save-elsewhere">
        <h1>{t(lock.status === 'lost' ? 'saves.movedAway' : 'saves.otherTab')}</h1>
        <div className="card-actions">
          <button type="button" className="button primary" onClick={lock.takeOver}>
            {t('saves.playHere')}
          </button>
          <a className="button" href={homeHref()}>
            {t('app.backHome')}
          </a>
        </div>
      </section>
    );
  }
  if (lock.status === 'pending' || found.kind === 'looking') return <p className="loading">{t('play.loading')}</p>;
  if (found.kind === 'damaged') return <SaveProblem line={found.line} />;
  const resume = found.kind === 'resume' ? found.save : null;
  const target = {
    id,
    link: resume?.link ?? `#/local/${game}?${query}`,
    createdAt: resume?.createdAt ?? Date.now(),
  };
  return (
    <>
      {found.kind === 'new' && !found.storage && (
        <p className="notice" role="status">
          {t('saves.unavailable')}
        </p>
      )}
      <LocalGame game={game} params={params} saved={{ target, resume }} />
    </>
  );
}
