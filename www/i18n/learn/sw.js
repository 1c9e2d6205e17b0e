// Kiswahili: masomo (www/learn/). Maneno boma, nki na prison yanabaki kama
// yalivyo, kama katika sehemu nyingine za mchezo.
export default {
  'learn.title': 'Jifunze kucheza {game}',
  'learn.step': 'Hatua {step} kati ya {steps}',
  'learn.resumed': 'Karibu tena: somo linaendelea kwenye hatua {step}.',
  'learn.leave': 'Ondoka kwenye somo',
  'learn.back': 'Hatua iliyopita',
  'learn.next': 'Hatua inayofuata',
  'learn.showMe': 'Nionyeshe',
  'learn.play': 'Cheza dhidi ya kompyuta ya mwanzilishi',
  'learn.right': 'Sahihi!',
  'learn.tryAgain': 'Jaribu tena: ubao uko kama ulivyokuwa.',
  'learn.tradition': 'Mapokeo',
  'learn.decision': 'Uamuzi wa mradi',
  'learn.landingTask': 'Bofya shimo (au lichague kwa kibodi) ambamo unadhani mbegu ya mwisho itatua.',
  'learn.landingTask.touch': 'Gusa shimo ambamo unadhani mbegu ya mwisho itatua.',
  'learn.menu.title': 'Jifunze kwa kucheza',
  'learn.menu.intro': 'Kila somo linafundisha mchezo mmoja kwa dakika chache, kwenye ubao halisi. Maendeleo yako yanahifadhiwa kwenye kifaa hiki.',
  'learn.menu.new': 'Bado halijaanzwa',
  'learn.menu.finished': 'Limekamilika',

  'learn.giuthi.two-or-more.text':
    'Mashimo yako ni safu ya chini. Hatua huanza kutoka shimo lako lenye mbegu mbili au zaidi: mbegu moja peke yake haipandwi kamwe. Panda shimo pekee unaloweza, kwa mwelekeo wowote.',
  'learn.giuthi.two-or-more.wrong': 'Ni shimo lenye mbegu mbili au zaidi tu linaloweza kupandwa: hapa ni shimo lako lenye tatu.',
  'learn.giuthi.two-or-more.note':
    'Giuthi maana yake ni “kugawa” au “kuweka” kwa Kikuyu. Ni mchezo wa Wakikuyu na Waembu wa Kenya ya kati: wavulana wachungaji wa ng’ombe na mbuzi chini ya Mlima Kenya walichimba mashimo yake katika ardhi iliyokaushwa na jua, wakicheza kwa mawe ya mto au mbegu ngumu.',
  'learn.giuthi.direction.text':
    'Wewe unachagua mwelekeo wa mzunguko wa kwanza. Ukipanda shimo lako lenye tatu kwa mwendo wa saa, mbegu moja kila shimo kuelekea kushoto katika safu yako na kuendelea kwenye safu ya Kaskazini, mbegu ya mwisho itatua wapi?',
  'learn.giuthi.direction.wrong':
    'Si hapo. Hesabu mbegu moja kwa kila shimo: mwendo wa saa unaenda kushoto katika safu yako, kisha unazunguka kona kuingia safu ya Kaskazini juu.',
  'learn.giuthi.relay.text':
    'Sasa panda shimo hilohilo kinyume cha mwendo wa saa, kuelekea kulia. Mbegu ya mwisho ya mzunguko ikianguka katika shimo lenye mbegu, mbegu zake zote zinainuliwa na kupandwa tena, na kila mzunguko wa kupokezana unaenda upande mwingine. Mzunguko unaoishia katika shimo tupu la Kaskazini unamaliza hatua bila kuteka.',
  'learn.giuthi.relay.wrong': 'Panda shimo lako lenye tatu kinyume cha mwendo wa saa, kuelekea kulia.',
  'learn.giuthi.extra-move.text':
    'Hatua yako ikiishia katika shimo tupu la safu yako na hakuna mbegu yake iliyoingia safu ya Kaskazini, unapata zamu nyingine. Tafuta hatua inayokupa zamu ya ziada.',
  'learn.giuthi.extra-move.wrong':
    'Hakuna zamu ya ziada: hatua hiyo ilifika safu ya Kaskazini. Tafuta moja inayobaki katika safu yako na kuishia katika shimo tupu huko.',
  'learn.giuthi.extra-move.decision':
    'Maandiko ya kanuni yanasema unapanda tena “kutoka shimo jingine”; hapa unaweza kuchagua shimo lolote unaloruhusiwa kupanda, hata lilelile.',
  'learn.giuthi.capture.text':
    'Hatua yako ikiishia katika shimo tupu la safu yako baada ya mbegu kuingia safu ya Kaskazini, unateka mbegu za shimo la Kaskazini lililo mkabala, na za mashimo yaliyo mkabala na kila shimo tupu linalofuata katika safu yako: mnyororo. Tafuta hatua inayoteka.',
  'learn.giuthi.capture.wrong':
    'Hakuna kuteka. Kuteka kunahitaji mbegu ya mwisho katika shimo tupu la safu yako, baada ya hatua kuingia safu ya Kaskazini. Jaribu shimo au mwelekeo mwingine.',
  'learn.giuthi.capture.note': 'Wakikuyu husema: “Huwezi kuiba ng’ombe wa mtu mwingine bila kuingia katika ardhi yake!”',
  'learn.giuthi.capture.decision':
    'Shimo tupu lililo mkabala na mnyororo haliongezi kitu lakini halikatishi mnyororo, na mbegu inayoteka inaenda kwenye rundo lako ikiwa tu kitu kimetekwa.',
  'learn.giuthi.pass.text':
    'Mchezaji mwenye mbegu moja-moja na mashimo matupu tu hawezi kucheza na lazima apitishe zamu, kisha anacheza tena akipata shimo lenye mbegu mbili au zaidi. Tafuta hatua inayomwachia Kaskazini bila kitu cha kupanda.',
  'learn.giuthi.pass.wrong': 'Kaskazini bado anaweza kucheza baada ya hapo. Tafuta hatua inayomwachia Kaskazini mbegu moja-moja tu.',
  'learn.giuthi.repetition.text':
    'Kaskazini amecheza sasa hivi. Hali ya ubao ikirudi ikiwa na mchezaji yuleyule wa kucheza, mchezo unaisha papo hapo kwa sare, bila kujali alama. Panda shimo lako lenye tatu kinyume cha mwendo wa saa uone.',
  'learn.giuthi.repetition.wrong': 'Panda shimo lako lenye tatu kinyume cha mwendo wa saa: linarudisha hali aliyokuwa nayo Kaskazini kabla ya hatua yake.',
  'learn.giuthi.repetition.decision': 'Hali za ubao zinahesabiwa baada ya kila hatua, zamu za ziada zikiwemo, na hali ya mwanzo pia inahesabiwa.',
  'learn.giuthi.scoring.text':
    'Mchezo unaisha wakati hakuna mchezaji anayeweza kucheza. Kila mmoja anapata mbegu za rundo lake pamoja na zilizobaki katika mashimo yake. Una 12 katika rundo lako, Kaskazini 8: panda shimo lako lenye mbili kinyume cha mwendo wa saa kumaliza mchezo.',
  'learn.giuthi.scoring.wrong': 'Panda shimo lako lenye mbili, mwisho wa kulia wa safu yako, kinyume cha mwendo wa saa.',
  'learn.giuthi.game.text': 'Sasa unajua kanuni za Giuthi. Cheza mchezo mfupi kwenye ubao wa mashimo 2 × 5 dhidi ya kompyuta ya mwanzilishi.',

  'learn.kiothi.opening.text':
    'Mashimo ya Kiothi ni boma na vipande vyake ni wapiganaji. Katika zamu yako ya kwanza unamwaga boma zako mbili hasa zenye wapiganaji na kuweka wapiganaji wake, kwa idadi yoyote, katika boma yoyote ya safu zote mbili. Fanya ufunguzi wako: chagua boma mbili, kisha weka kila mpiganaji.',
  'learn.kiothi.opening.wrong': 'Mwaga boma zako mbili, kisha weka kila mpiganaji waliyokuwa nao.',
  'learn.kiothi.opening.note':
    'Kiothi (“kuweka” kwa Kimeru) ni mchezo wa Wameru kwenye miteremko ya Mlima Kenya. Mugwe, kiongozi mkuu wa kiroho wa Wameru, alipitisha siku zake akiucheza, mkono wake wa kushoto ukiwa umefichwa chini ya kitambaa daima.',
  'learn.kiothi.nki.text':
    'Sasa Kaskazini anafanya ufunguzi wake. Baada yake, kila boma yenye wapiganaji inakuwa nki, inayolindwa: wapiganaji wake hawawezi kutekwa. Boma inapoteza ulinzi wake milele mara wapiganaji wanapoinuliwa kutoka kwake. Bonyeza “Nionyeshe”.',
  'learn.kiothi.partial.text':
    'Kuanzia sasa hatua inainua wapiganaji kutoka boma yako moja na kuwapanda mmoja mmoja kinyume cha mwendo wa saa, kuendelea katika safu yako na kuingia safu ya Kaskazini. Si lazima uwainue wote: inua wapiganaji wawili kati ya wanne wa boma yako yenye wanne.',
  'learn.kiothi.partial.wrong': 'Inua wawili tu kati ya wanne: chagua boma yako yenye wanne, kisha 2.',
  'learn.kiothi.first-lap.text':
    'Mpiganaji wa mwisho wa mzunguko wako wa kwanza hawezi kutua katika boma yenye wapiganaji katika safu yako. Kuinua wapiganaji wote watatu wa boma yako yenye watatu kungefanya hivyo. Inua wengi kadiri unavyoruhusiwa.',
  'learn.kiothi.first-lap.wrong':
    'Si hiyo. Ni idadi tu ambazo mpiganaji wake wa mwisho anatua katika boma yako yenye wapiganaji zimekatazwa: unaweza kuinua wawili kati ya watatu.',
  'learn.kiothi.relay.text':
    'Mpiganaji wa mwisho akianguka katika boma yenye wapiganaji ya safu yoyote, wapiganaji wake wote wanainuliwa na kupandwa zaidi; hatua inaishia katika boma tupu. Panda wapiganaji wote wawili wa boma yako yenye wawili na utazame upokezanaji.',
  'learn.kiothi.relay.wrong': 'Panda wapiganaji wote wawili wa boma yako yenye wawili.',
  'learn.kiothi.capture.text':
    'Hatua yako ikiishia katika boma tupu ya safu yako, unateka wapiganaji wa boma ya adui iliyo mkabala, pamoja na mpiganaji wako anayeteka, kwenda prison yako: isipokuwa boma hiyo ni nki (ina alama). Tafuta hatua inayoteka.',
  'learn.kiothi.capture.wrong':
    'Hakuna kuteka: hatua lazima iishie katika boma tupu ya safu yako, mkabala na boma ya adui yenye wapiganaji ambayo si nki.',
  'learn.kiothi.capture.decision': 'Kupokea wapiganaji hakuondoi nki; ni kuinua wapiganaji kutoka boma tu kunakoondoa.',
  'learn.kiothi.leftmost.text':
    'Kuishia katika boma yako ya kushoto kabisa (ya kwanza katika safu yako, ambapo upandaji wa kinyume cha mwendo wa saa unaingia) kunateka pia boma tatu za adui kando ya ile iliyo mkabala, ikiwa zote tatu zina wapiganaji, hakuna iliyo nki, na kila moja ilikuwa tupu mwanzoni au imepandwa kutoka kwake tangu ufunguzi (hizi tatu zimepandwa). Tafuta hatua inayoshinda zawadi hii.',
  'learn.kiothi.leftmost.wrong': 'Zawadi inahitaji mpiganaji wako wa mwisho katika boma yako ya kushoto kabisa. Tafuta upokezanaji unaozunguka na kuingia humo.',
  'learn.kiothi.leftmost.decision':
    'Zawadi inaamuliwa peke yake, boma zote tatu au hakuna, na “imepandwa kutoka kwake tangu ufunguzi” inahesabu wapiganaji walioinuliwa wakati wa mchezo.',
  'learn.kiothi.sweep.text':
    'Mchezaji asiye na hatua halali anamaliza mchezo, na kila mpiganaji aliyebaki ubaoni anaenda kwenye prison ya mchezaji anayeweza bado kucheza. Prison yako ina wapiganaji 25, ya Kaskazini 24, na Kaskazini hana aliyebaki: cheza mpiganaji wako wa mwisho.',
  'learn.kiothi.sweep.wrong': 'Cheza mpiganaji wako wa mwisho.',
  'learn.kiothi.sweep.note':
    'Ushindi wa tofauti ya wapiganaji wawili hasa ndio “ushindi wa mpiganaji mmoja” unaosifika, alama ya ustadi mkubwa, ambao kwa mapokeo una thamani ya ushindi wa kawaida miwili, na wakati mwingine kumi.',
  'learn.kiothi.game.text': 'Sasa cheza mchezo mzima wa Kiothi, pamoja na ufunguzi, dhidi ya kompyuta ya mwanzilishi.',

  'learn.en-gehe.board.text':
    'En Gehé huchezwa kwenye ubao mkubwa sana: safu mbili za mashimo 40 hadi 50, yenye mbegu 4 kila moja. Kila timu inaongoza safu moja; yako ni ya Kusini (kwenye skrini nyembamba ubao umegeuzwa, na safu ya Kusini inashuka upande wake wa kushoto). Hatua zinazofuata zinatumia ubao mdogo wa mazoezi.',
  'learn.en-gehe.board.note':
    'En Gehé ni mchezo wa wapiganaji wa Kimaasai, morani, wa kaskazini mwa Tanzania: timu mbili za wanaume wanane zilipima kila hatua pamoja. Mashimo yalichimbwa ardhini; hadithi za Wamaasai zinasema Sindillo, mwana wa mtu wa kwanza Maitoumbe, ndiye aliyebuni mchezo huu.',
  'learn.en-gehe.board.decision': 'Mbao za mazoezi za mashimo 2 × 6 hadi 2 × 39 ni za mradi, na zimetajwa hivyo.',
  'learn.en-gehe.single.text':
    'Unaweza kupanda shimo lolote lenye mbegu katika safu yako, hata mbegu moja, daima kinyume cha mwendo wa saa. Panda mbegu yako moja. Mbegu ya mwisho ikianguka katika shimo tupu la safu yako mkabala na shimo tupu, hakuna kinachotekwa na mbegu inabaki.',
  'learn.en-gehe.single.wrong': 'Panda mbegu yako moja.',
  'learn.en-gehe.relay.text':
    'Mbegu ya mwisho ikianguka katika shimo lenye mbegu, mbegu zake zote zinainuliwa kwa mzunguko mwingine; zamu inaishia katika shimo tupu. Ukipanda shimo lako lenye mbili, mbegu ya mwisho itaishia wapi?',
  'learn.en-gehe.relay.wrong': 'Si hapo. Mzunguko wa kwanza unaishia katika shimo lako lenye mbegu, na mbegu zake zinapandwa zaidi.',
  'learn.en-gehe.capture.text':
    'Kuishia katika shimo tupu la safu yako kunachukua mbegu za shimo lililo mkabala, pamoja na mbegu inayoteka. Shimo lililo mkabala likiwa tupu, hakuna kinachotekwa na mbegu inabaki. Tafuta hatua inayoteka.',
  'learn.en-gehe.capture.wrong': 'Shimo lililo mkabala na mbegu yako ya mwisho lilikuwa tupu: mbegu inabaki, hakuna kinachotekwa. Jaribu shimo lako jingine.',
  'learn.en-gehe.end.text':
    'Timu isipoweza kucheza katika zamu yake, mchezo unaisha na kila mbegu iliyobaki ubaoni inaenda kwa timu iliyocheza hatua ya mwisho. Kaskazini hana mbegu: tafuta hatua inayomaliza mchezo.',
  'learn.en-gehe.end.wrong': 'Hatua hiyo inampa Kaskazini mbegu za kupanda, kwa hiyo mchezo unaendelea. Tafuta ile inayoacha safu ya Kaskazini tupu.',
  'learn.en-gehe.end.decision':
    'Mbegu zilizobaki ubaoni zinahamishiwa kwenye hesabu ya timu inayozichukua, na hali ya ubao inayotokea mara ya tatu ni sare.',
  'learn.en-gehe.game.text': 'Cheza mchezo mfupi kwenye ubao wa mazoezi wa 2 × 8 dhidi ya kompyuta ya mwanzilishi.',

  'learn.hus.board.text':
    'Hus ina safu nne. Mbili zilizo karibu nawe ni zako: safu yako ya nje (nyuma) na safu yako ya ndani (mbele). Mbegu zako zinazunguka safu zako mbili tu, kinyume cha mwendo wa saa: kuelekea kulia katika safu ya nyuma, na kurudi kushoto katika safu ya mbele.',
  'learn.hus.board.note': 'Hus (ǁhūs) huchezwa kote Namibia. Vipande vyake vinaitwa gomate, “ng’ombe”: kila kuteka ni uvamizi dhidi ya kundi la mwingine.',
  'learn.hus.loop.text':
    'Hatua inainua mbegu zote za shimo lako moja lenye mbili au zaidi na kuzipanda kuzunguka mzunguko wako. Panda shimo lenye tatu karibu na mwisho wa kulia wa safu yako ya nyuma na utazame mbegu zikigeuka kuingia safu yako ya mbele. Mbegu ya mwisho katika shimo tupu inamaliza hatua.',
  'learn.hus.loop.wrong': 'Panda shimo lenye tatu katika safu yako ya nyuma.',
  'learn.hus.relay.text':
    'Mbegu ya mwisho ikitua katika shimo lenye mbegu, mbegu zake zinainuliwa na kupandwa zaidi. Ukipanda shimo lako lenye mbili, mbegu ya mwisho itaishia wapi?',
  'learn.hus.relay.wrong': 'Si hapo. Mzunguko wa kwanza unaishia katika shimo lako lenye mbegu, na mbegu zake zinapandwa zaidi.',
  'learn.hus.capture.text':
    'Mzunguko ukiishia katika shimo lenye mbegu la safu yako ya ndani na shimo la ndani la Kaskazini lililo mkabala lina mbegu, unaziteka, pamoja na za shimo la nje la Kaskazini lililo nyuma yake, na kupanda mbegu ulizoteka papo hapo kuanzia shimo linalofuata lako. Tafuta hatua inayoteka.',
  'learn.hus.capture.wrong':
    'Hakuna kuteka: mbegu ya mwisho lazima itue katika shimo lenye mbegu la safu yako ya ndani, mkabala na shimo la ndani la Kaskazini lenye mbegu.',
  'learn.hus.lose.text':
    'Mchezaji asiyeweza kucheza katika zamu yake, bila shimo lenye mbegu mbili au zaidi, anashindwa. Kaskazini ana mbegu moja-moja tu: cheza hatua yako na ushinde.',
  'learn.hus.lose.wrong': 'Panda shimo lako lenye mbili.',
  'learn.hus.lose.decision': 'Hali ya ubao inayotokea mara ya tatu ni sare, na ufunguzi wa watoto wa Windhoek umeachwa nje.',
  'learn.hus.game.text': 'Cheza mchezo kwenye ubao wa 4 × 8 dhidi ya kompyuta ya mwanzilishi.',
};
