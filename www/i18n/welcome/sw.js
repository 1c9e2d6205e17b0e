// @ts-check
// Kiswahili: maandishi ya skrini ya kwanza (www/welcome/), yanayopakiwa
// pamoja nayo (language.js).
export default {
  'welcome.title': 'Mancala: michezo ya bao',
  'welcome.family': 'Mancala ni familia ya michezo ya bao inayochezwa kote Afrika na mbali zaidi: mbegu hupandwa moja moja kuzunguka bao la mashimo, na hutekwa. Hii ni minne kati yake, kutoka Afrika Mashariki na Kusini.',
  'welcome.back': 'Rudi kwenye mchezo wako',
  'welcome.play': 'Cheza dhidi ya kompyuta · {level}',
  'welcome.level': 'Kiwango cha kompyuta',
  'welcome.friendLink': 'Na rafiki kwa ujumbe, hatua moja kwa wakati',
  'welcome.puzzles': 'Mafumbo',
  'welcome.friend': 'Na rafiki hapa',
  'welcome.online': 'Na rafiki mtandaoni, moja kwa moja, kwa wakati mmoja',
  'welcome.about': 'Kuhusu mchezo',
  'welcome.learn': 'Jifunze',
  'welcome.watch': 'Tazama mchezo',
  'welcome.giuthi.people': 'Wakikuyu na Waembu · Kenya',
  'welcome.kiothi.people': 'Wameru · Kenya',
  'welcome.en-gehe.people': 'Wamaasai · Tanzania',
  'welcome.hus.people': 'Wadamara, Wanama, Waherero na wengine · Namibia',
  'welcome.giuthi.special': 'Panda upande wowote; kila mzunguko wa kupokezana unarudi nyuma. Ukimalizia katika safu yako unapata zamu ya ziada, au, baada ya kuvamia safu ya adui, unateka.',
  'welcome.kiothi.special': 'Kila upande unaanza kwa kumwaga boma mbili na kuweka wapiganaji wake popote; boma zilizojazwa hapo ni nki zilizolindwa. Baadaye unainua wapiganaji wengi kadiri upendavyo.',
  'welcome.en-gehe.special': 'Mchezo wa timu kwenye mabao ya hadi mashimo 2 × 50: upandaji unapokezana mzunguko baada ya mzunguko hadi mbegu ianguke katika shimo tupu.',
  'welcome.hus.special': 'Safu nne, mbili kwa kila mchezaji: panda kuzunguka safu zako mbili, teka kutoka safu ya ndani ya adui na shimo lililo nyuma yake, na upande mbegu ulizoteka mara moja.',
};
