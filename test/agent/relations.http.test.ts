/**
 * Questions over a whole database (issue 22), through HTTP as a customer asks them: nine related
 * tables uploaded one by one (test/agent/fixture/music.ts), their relationships found by the spec
 * build, and the local agent answering along them — a key under another name (SupportRepId →
 * EmployeeId), a bridge (PlaylistTrack), records without any related row, records having rows of
 * two values (both; one but not the other), answers counted per record (never per joined row),
 * records ranked by how many related rows they have or kept by it, several things asked at once, a
 * list in the order asked, a part of a name asked in words, a denied bound. Each expectation is computed from the fixture's rows.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startApp, engineName, type TestApp } from '../support/app.js';
import { newCustomer, type TestCustomer } from '../support/customers.js';
import { importedModule, uploaded } from '../datasets/support.js';
import { askAs, trainedSpec } from '../support/specs.js';
import { music, musicTables } from './fixture/music.js';

let t: TestApp;
let c: TestCustomer;
let specId: string;

before(async () => {
  t = await startApp();
  c = await newCustomer(t);
  const ids: string[] = [];
  for (const table of musicTables) ids.push((await importedModule(c, (await uploaded(c, table.csv)).id, { name: table.name })).id);
  ({ specId } = await trainedSpec(c, ids, 'full', 'Music store'));
});
after(() => t.close());

const ask = (prompt: string) => askAs(c, specId, prompt);
/** Whether a text names a value as a whole word (case aside). */
const namedAs = (text: string, written: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${written.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'iu').test(text);
/** Whether the text names a value: a number as stored ("377392") or as a figure is written ("377,392"). */
const names = (text: string, value: string | number) =>
  namedAs(text, String(value)) || (typeof value === 'number' && namedAs(text, value.toLocaleString('en-US', { maximumFractionDigits: 20 })));

const { artists, albums, genres, mediaTypes, tracks, playlists, playlistTracks, employees, customers } = music;
const genreId = (name: string) => genres.find((g) => g.Name === name)!.GenreId;
/** The media types holding a track of a genre. */
const mediaOf = (genre: string) => new Set(tracks.filter((x) => x.GenreId === genreId(genre)).map((x) => x.MediaTypeId));
const mediaName = (id: number) => mediaTypes.find((m) => m.MediaTypeId === id)!.Name;

describe(`questions over related tables, by HTTP (${engineName})`, () => {
  test('a key under another name: the employee who supports a customer', async () => {
    const customer = customers.find((x) => x.PostalCode === 70174)!;
    const rep = employees.find((e) => e.EmployeeId === customer.SupportRepId)!;
    const text = await ask('What is the city of the employee who supports the customer with postal code 70174?');
    assert.ok(names(text, rep.City), text);
    for (const e of employees.filter((x) => x.City !== rep.City)) assert.ok(!names(text, e.City), text);
  });

  test('through a bridge: the playlists holding a track, each once', async () => {
    const track = tracks.find((x) => x.Name === 'Broken Compass')!;
    const held = new Set(playlistTracks.filter((x) => x.TrackId === track.TrackId).map((x) => x.PlaylistId));
    assert.ok(held.size > 0 && held.size < playlists.length, 'the fixture puts the track on some playlists only');
    const text = await ask('Which playlists have the track Broken Compass?');
    for (const p of playlists) assert.equal(names(text, p.Name), held.has(p.PlaylistId), `${p.Name} in: ${text}`);
  });

  test('two steps through a bridge: the playlist and track names side by side, pair by pair', async () => {
    const text = await ask('What are the playlist names and the track names?');
    const trackName = (id: number) => tracks.find((x) => x.TrackId === id)!.Name;
    const playlistName = (id: number) => playlists.find((x) => x.PlaylistId === id)!.Name;
    // Each pair is one row of the bridge: the track's name beside its playlist's.
    for (const pt of playlistTracks.slice(0, 3))
      assert.ok(
        text.includes(`${playlistName(pt.PlaylistId)} (${trackName(pt.TrackId)})`) ||
          text.includes(`${trackName(pt.TrackId)} (${playlistName(pt.PlaylistId)})`),
        text,
      );
  });

  test('absence: the artists without any album', async () => {
    const without = artists.filter((x) => !albums.some((al) => al.ArtistId === x.ArtistId));
    assert.ok(without.length > 0);
    const text = await ask('Which artists do not have any album?');
    for (const x of artists) assert.equal(names(text, x.Name), without.includes(x), `${x.Name} in: ${text}`);
  });

  test('both, and one but not the other: media types by the genres of their tracks', async () => {
    const rock = mediaOf('Rock');
    const jazz = mediaOf('Jazz');
    const both = [...rock].filter((m) => jazz.has(m));
    const rockOnly = [...rock].filter((m) => !jazz.has(m));
    assert.ok(both.length > 0 && rockOnly.length > 0, 'the fixture has both kinds');
    const bothText = await ask('Which media types have both Rock and Jazz tracks?');
    for (const m of mediaTypes) assert.equal(names(bothText, m.Name), both.includes(m.MediaTypeId), `${m.Name} in: ${bothText}`);
    const onlyText = await ask('Which media types have Rock tracks but no Jazz tracks?');
    for (const m of mediaTypes) assert.equal(names(onlyText, m.Name), rockOnly.includes(m.MediaTypeId), `${m.Name} in: ${onlyText}`);
    assert.ok(!names(onlyText, mediaName(both[0]!)));
  });

  test('counted per record: artists that have albums, once each however many albums they have', async () => {
    const having = artists.filter((x) => albums.some((al) => al.ArtistId === x.ArtistId));
    // The naive join counts albums, and averages once per album.
    assert.notEqual(having.length, albums.length);
    const count = await ask('How many artists have albums?');
    assert.match(count, new RegExp(`\\b${having.length}\\b`), count);
    assert.ok(!names(count, albums.length), count);
    const perArtist = having.reduce((s, x) => s + x.FormedYear, 0) / having.length;
    const perAlbum = albums.reduce((s, al) => s + artists.find((x) => x.ArtistId === al.ArtistId)!.FormedYear, 0) / albums.length;
    assert.notEqual(perArtist.toFixed(2), perAlbum.toFixed(2));
    const avg = await ask('What is the average formed year of artists that have albums?');
    assert.ok(avg.includes(String(Number(perArtist.toFixed(2)))), `${avg} (per artist ${perArtist}, per album ${perAlbum})`);
  });

  test('ranked by a count over the relationship: the artist with the most albums, by name', async () => {
    const counts = artists.map((x) => ({ x, n: albums.filter((al) => al.ArtistId === x.ArtistId).length })).sort((p, q) => q.n - p.n);
    assert.ok(counts[0]!.n > counts[1]!.n, 'one artist leads');
    const text = await ask('Which artist has the most albums?');
    assert.ok(text.startsWith(counts[0]!.x.Name), text);
  });

  test('a count of related rows as a condition: artists with more than one album (no bound on an id)', async () => {
    const many = artists.filter((x) => albums.filter((al) => al.ArtistId === x.ArtistId).length > 1);
    assert.ok(many.length > 0 && many.length < artists.length);
    const text = await ask('Which artists have more than one album?');
    for (const x of artists) assert.equal(names(text, x.Name), many.includes(x), `${x.Name} in: ${text}`);
  });

  test('a comparison with an aggregate: the tracks longer than the average', async () => {
    const mean = tracks.reduce((s, x) => s + x.Milliseconds, 0) / tracks.length;
    const longer = tracks.filter((x) => x.Milliseconds > mean);
    assert.ok(longer.length > 0 && longer.length < tracks.length);
    const text = await ask('What are the names of the tracks with milliseconds above the average?');
    for (const x of tracks) assert.equal(names(text, x.Name), longer.includes(x), `${x.Name} in: ${text}`);
  });

  test('a part of a name asked in words, and a denied bound', async () => {
    const part = 'an';
    const holding = artists.filter((x) => x.Name.toLowerCase().includes(part));
    assert.ok(holding.length > 0 && holding.length < artists.length, 'the fixture has artists with and without the part');
    const text = await ask(`Which artists have names containing the substring '${part}'?`);
    for (const x of artists) assert.equal(names(text, x.Name), holding.includes(x), `${x.Name} in: ${text}`);
    // "not later than 1990" is at most 1990: the artists formed in 1990 are in, the later ones out.
    const early = artists.filter((x) => x.FormedYear <= 1990);
    assert.ok(early.some((x) => x.FormedYear === 1990) && early.length < artists.length, 'the fixture has an artist formed on the bound');
    const bounded = await ask('How many artists have a formed year not later than 1990?');
    assert.match(bounded, new RegExp(`^(There (is|are) )?${early.length}\\b`), bounded);
  });

  test('a refusal names the two readings it could not choose between', async () => {
    const text = await ask('Show the name and the number');
    const m = /^I am not confident I understood the question: it could mean (.+), or (.+)\. Say which/.exec(text);
    assert.ok(m, text);
    assert.notEqual(m[1], m[2]);
  });

  test('two aggregates at once, several columns at once, and a list in the order asked', async () => {
    const ms = tracks.map((x) => x.Milliseconds);
    const both = await ask('What are the maximum and minimum milliseconds of tracks?');
    assert.ok(names(both, Math.max(...ms)) && names(both, Math.min(...ms)), both);
    const longest = tracks.reduce((p, q) => (q.Milliseconds > p.Milliseconds ? q : p));
    const record = await ask('What are the name and milliseconds of the longest track?');
    assert.ok(names(record, longest.Name) && names(record, longest.Milliseconds), record);
    const sorted = await ask('List the names of the genres in alphabetical order.');
    const order = [...genres].map((g) => g.Name).sort();
    const at = order.map((n) => sorted.indexOf(n));
    assert.ok(
      at.every((i, k) => i >= 0 && (k === 0 || i > at[k - 1]!)),
      sorted,
    );
  });
});
