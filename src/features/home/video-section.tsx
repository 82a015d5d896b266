// The home page's video section: a short film, fetched only when played (never in the service
// worker's precache). Until the visitor asks for it, the section is its poster and a play button: a
// player in the page, even one that loads nothing, makes the browser build and style its controls
// while the page loads (a third of the home page's first styling, measured), for a film most visitors
// never start. The play button puts the player there, playing. Offline or when it fails, the poster
// stays with a message. The poster is a lazy picture behind the player, not the video's poster
// attribute: that one would load with the page, before the pictures at the top. The player's own
// poster is a clear pixel, which lets the picture show through until the film's first frame.
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlayFilled, IconVideoOff, IconWifiOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import classes from './sections.module.css';
import { UntilLive } from '../../ui/until-live';
import { useOnline } from '../../ui/use-online';

const FILM = { webm: '/media/hero-film.webm', mp4: '/media/hero-film.mp4', poster: '/media/hero-film-poster.jpg' };
/** A transparent 1x1 GIF: without a poster the player paints itself grey over the picture. */
export const CLEAR_POSTER = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** WebM (VP9) where the browser plays it, else the MP4 (H.264) copy. */
function filmSource(): string {
  return document.createElement('video').canPlayType('video/webm; codecs="vp9"') ? FILM.webm : FILM.mp4;
}

export function VideoSection() {
  const { t } = useLingui();
  const online = useOnline();
  const [failed, setFailed] = useState(false);
  // The film's address once the visitor asked for it: the player exists from then on.
  const [src, setSrc] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const unavailable = failed || !online;

  // The play button goes as the player comes: the keyboard's place moves to the player.
  useEffect(() => {
    if (src) video.current?.focus();
  }, [src]);

  const retry = () => {
    setFailed(false);
    video.current?.load();
  };

  return (
    <Box component="section" className={classes.videoSection} aria-labelledby="video-title">
      <Container size="lg">
        <Stack gap="md" align="center" ta="center" mb={36}>
          <Text className={classes.eyebrow}>
            <Trans>On the road with us</Trans>
          </Text>
          <Title id="video-title" order={2} className={classes.sectionTitle}>
            <Trans>Sit back, the city comes to you</Trans>
          </Title>
          <Text size="lg" c="dimmed" maw={620}>
            <Trans>The lights of the city pass by while your chauffeur takes care of everything else.</Trans>
          </Text>
        </Stack>
        <UntilLive>
          <div className={classes.videoFrame}>
            <img className={classes.poster} src={FILM.poster} alt="" loading="lazy" decoding="async" width={640} height={360} />
            {src ? (
              <video
                ref={video}
                className={classes.video}
                src={src}
                poster={CLEAR_POSTER}
                autoPlay
                controls={!unavailable}
                playsInline
                muted
                aria-label={t`Film: the lights of Paris at night, seen from the back seat`}
                onError={() => setFailed(true)}
              />
            ) : (
              !unavailable && (
                <button type="button" className={classes.play} onClick={() => setSrc(filmSource())}>
                  <span className={classes.playIcon}>
                    <IconPlayerPlayFilled size={26} aria-hidden />
                  </span>
                  <span className={classes.playLabel}>
                    <Trans>Play the film</Trans>
                  </span>
                </button>
              )
            )}
            {unavailable && (
              <div className={classes.videoProblem} role="status">
                {online ? <IconVideoOff size={36} stroke={1.5} aria-hidden /> : <IconWifiOff size={36} stroke={1.5} aria-hidden />}
                <Text fw={700} size="lg" c="#fff">
                  <Trans>Video unavailable</Trans>
                </Text>
                <Text size="sm" c="#d9dde6">
                  <Trans>Please check your internet connection</Trans>
                </Text>
                {online && (
                  <Button variant="outline" color="gray.0" c="#fff" size="xs" mt={4} onClick={retry}>
                    <Trans>Try again</Trans>
                  </Button>
                )}
              </div>
            )}
          </div>
        </UntilLive>
      </Container>
    </Box>
  );
}
