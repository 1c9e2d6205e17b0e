// @ts-check
// Kiswahili: maandishi ya kanuni za michezo.
export default {
  'rules.title': 'Kanuni',
  'rules.games': 'Michezo',
  'rules.learn': 'Jifunze {game} kwa kucheza',
  'rules.section.play': 'Jinsi ya kucheza',
  'rules.section.capture': 'Kuteka',
  'rules.section.end': 'Mwisho',
  'rules.section.decisions': 'Maamuzi ya mradi huu',
  'rules.section.background': 'Historia',
  'rules.section.sources': 'Vyanzo',

  'rules.giuthi.intro':
    'Giuthi maana yake ni “kugawa” au “kuweka” kwa Kikuyu. Wavulana wachungaji chini ya Mlima Kenya waliucheza katika mashimo waliyochimba ardhini au kwenye mbao za kuchongwa, kwa mawe ya mtoni au mbegu ngumu.',
  'rules.giuthi.play':
    'Safu mbili za mashimo, kwa kawaida mashimo 8 kila safu na mbegu 8 katika kila shimo; safu yako ni ile iliyo karibu nawe, na mbegu zilizotekwa hurundikwa kando ya ubao.\n\n- Chukua mbegu zote za shimo lako lenye mbegu mbili au zaidi. Mbegu moja peke yake haipandwi kamwe.\n- Chagua mwelekeo: kwa mwendo wa saa au kinyume chake. Dondosha mbegu moja moja katika mashimo yanayofuata.\n- Mbegu ya mwisho ikiangukia shimo lenye mbegu (upande wowote), chukua zote zilizomo na upande tena, sasa kwa mwelekeo ulio kinyume. Kila mzunguko mpya unarudi nyuma.\n- Mbegu ya mwisho ikiangukia shimo tupu, hatua inakwisha.',
  'rules.giuthi.capture':
    '- Ukiishia katika shimo tupu upande wa mpinzani: hakuna kinachotokea.\n- Ukiishia katika shimo tupu upande wako bila kudondosha hata mbegu moja upande wa mpinzani katika hatua nzima: unapata zamu ya ziada.\n- Ukiishia katika shimo tupu upande wako baada ya kupita upande wa mpinzani: unateka mbegu za shimo lililo mkabala, pamoja na mbegu zilizo mkabala na kila shimo tupu linalofuata mfululizo upande wako, kwa mwelekeo wa mzunguko wa mwisho. Ukiteka chochote, mbegu ya mwisho nayo inaenda kwenye fungu lako.\n\nKama Wakikuyu wasemavyo: “Huwezi kuiba ng’ombe wa mtu mwingine bila kuingia katika ardhi yake!”',
  'rules.giuthi.end':
    'Mchezaji mwenye mbegu moja moja na mashimo matupu tu anapisha zamu hadi atakapoweza kucheza tena. Mchezo unakwisha wakati hakuna mchezaji anayeweza kucheza, au papo hapo kwa sare hali ileile inaporudi na mchezaji yuleyule akiwa na zamu. Kila mchezaji anahesabu fungu lake pamoja na mbegu zilizobaki katika mashimo yake; mwenye alama nyingi zaidi anashinda.',
  'rules.giuthi.decisions':
    '- Maandishi ya chanzo yanaorodhesha safu ya juu ya ubao kwa mpangilio wa namba; yakisomwa neno kwa neno yanapingana na mpangilio wake wenyewe wa kinyume cha saa, kwa hiyo safu ya juu inasomwa kama inavyoonekana kutoka kiti cha mchezaji wa juu.\n- Mfululizo wa mashimo matupu unaoongeza utekaji unasimama mwishoni mwa safu yako au kwenye shimo lako la kwanza lenye mbegu; shimo tupu lililo mkabala halisimamishi.\n- Mbegu ya mwisho inatekwa tu pale ambapo angalau mbegu moja imetekwa pamoja nayo.\n- Marudio yanakaguliwa baada ya kila hatua, hata zamu za ziada.\n- Hatua ambayo upandaji wake haujaisha baada ya mizunguko milioni moja inahesabiwa kuwa isiyo na mwisho na si hatua halali. Hii ni kanuni ya mradi huu, si ya jadi: mwendelezo kama huo unaweza kuzunguka milele, hakuna mchezaji anayepanda mizunguko milioni, na hatua ndefu zaidi iliyoisha katika michezo milioni ya majaribio ilichukua mizunguko elfu chache.',
  'rules.giuthi.background':
    'Mtaalamu wa elimu ya jamii Mwingereza G. St. J. Orde Browne aliueleza Giuthi mwaka 1925 katika The Vanishing Tribes of Kenya. Elspeth Huxley (Red Strangers, 1939) na John A. Hunter (Tales of the African Frontier, 1954) waliona jinsi wachezaji wa Kikuyu walivyohesabu kwa kasi mizunguko iliyowachanganya watazamaji wa Kizungu. Mbegu zilikuwa mawe laini ya mtoni, mbegu ngumu za mubuthi (Caesalpinia volkensii) au matunda ya manjano ya mtunguja (Solanum incanum), yanayoitwa ndongu katika Kikuyu cha kusini. Mbao zilizorekodiwa ni kuanzia 2 × 5 hadi 2 × 10 yenye changamoto, yenye mbegu 9 kila shimo.',
  'rules.giuthi.sources': 'Mancala World, “Giuthi”; G. St. J. Orde Browne, The Vanishing Tribes of Kenya (1925).',

  'rules.kiothi.intro':
    'Kiothi, kutoka kitenzi cha Kimeru chenye maana ya “kuweka”, kinachezwa na Wameru kwenye miteremko ya kaskazini-mashariki ya Mlima Kenya, juu ya mbao za mti mgumu zenye urefu wa takriban sentimita 90. Vipande ni wapiganaji (njodthie), na kila mchezaji ana gereza (kwa Kiingereza prison) mwishoni mwa ubao.',
  'rules.kiothi.play':
    'Safu mbili za boma 10. Mwanzoni kila mchezaji ana wapiganaji 5 katika kila moja ya boma zake sita za upande wa kulia (kwa mujibu wa vyanzo vingine, boma tano).\n\n- Ufunguzi: katika zamu yako ya kwanza, mwaga boma zako mbili hasa zenye wapiganaji, na uweke wapiganaji wake, kwa idadi yoyote, kwenye boma yoyote ya ubao, yako au ya mpinzani. Kusini anafungua, Kaskazini anajibu. Baada ya ufunguzi wa Kaskazini, kila boma yenye wapiganaji inawekwa alama ya nki: inalindwa.\n- Zamu zinazofuata: inua idadi yoyote ya wapiganaji (mmoja, baadhi au wote) kutoka boma yako moja na uwapande mmoja mmoja kinyume cha mwendo wa saa.\n- Mpiganaji wa mwisho wa mzunguko wa kwanza hawezi kutua katika boma yenye wapiganaji katika safu yako mwenyewe.\n- Mzunguko ukiishia katika boma yenye wapiganaji (safu yoyote), inua wapiganaji wake wote na uendelee kupanda. Hatua inaishia katika boma tupu.\n- Boma inapoteza ulinzi wake wa nki milele mara tu wapiganaji wanapoinuliwa kutoka kwake.',
  'rules.kiothi.capture':
    '- Ukiishia katika boma tupu ya safu yako, unateka boma ya adui iliyo mkabala, ikiwa ina wapiganaji na si nki. Wapiganaji waliotekwa na mpiganaji wako wa mwisho wanaenda kwenye gereza lako.\n- Ukiishia katika boma yako ya kushoto kabisa, unateka pia boma tatu za adui zilizo mkabala na boma zako za pili, tatu na nne, zote tatu au hakuna: kila moja lazima iwe na wapiganaji, hakuna hata moja inayoweza kuwa nki, na kila moja lazima iwe ilikuwa tupu mwanzoni au imepandwa kutoka kwake tangu ufunguzi.',
  'rules.kiothi.end':
    'Mchezaji asiyeweza kucheza anamaliza mchezo, na wapiganaji wote waliobaki ubaoni wanaenda kwenye gereza la mchezaji mwingine. Gereza lililojaa zaidi linashinda. Kushinda kwa tofauti ya wapiganaji wawili hasa ni “ushindi wa mpiganaji mmoja” maarufu, uliothaminiwa zamani kama ushindi wa kawaida mara mbili au hata mara kumi.',
  'rules.kiothi.decisions':
    '- “Yenye wapiganaji” katika kanuni ya mzunguko wa kwanza maana yake boma ilikuwa na wapiganaji kabla wa mwisho hajatua.\n- Kupokea wapiganaji hakuondoi nki; kuinua tu ndiko kunakoondoa, mwanzoni mwa hatua au katika mwendelezo.\n- Ziada ya boma ya kushoto kabisa inapimwa peke yake, ikiwa boma iliyo mkabala ilitekwa au la; mpiganaji wa mwisho anaenda gerezani ikiwa chochote kimetekwa.\n- Hatua ambayo upandaji wake haujaisha baada ya mizunguko milioni moja inahesabiwa kuwa isiyo na mwisho na si hatua halali. Hii ni kanuni ya mradi huu, si ya jadi: mwendelezo kama huo unaweza kuzunguka milele, hakuna mchezaji anayepanda mizunguko milioni, na hatua ndefu zaidi iliyoisha katika michezo milioni ya majaribio ilichukua mizunguko elfu chache.\n- Toleo la Kialbania la maandishi ya chanzo linaharibu kifungu cha utekaji wa boma tatu; maandishi ya Kiingereza yanafuatwa.',
  'rules.kiothi.background':
    'Mtaalamu wa anthropolojia Bernardo Bernardi alichapisha maelezo ya kwanza ya Kiothi katika The Mugwe, a Failing Prophet (1959), na Padri Andrew Botta alieleza vilabu vya Kiothi katika misheni ya Materi huko Tharaka mwaka 1972. Mugwe, cheo cha juu kabisa cha kiroho cha Wameru, alishinda mchana akicheza Kiothi; Rodney Needham aliandika katika The Left Hand of the Mugwe kwamba Mugwe aliuficha mkono wake wa kushoto chini ya kitambaa wakati wote. Wapiganaji kwa kawaida ni mbegu laini za kijivu za Caesalpinia bonduc.',
  'rules.kiothi.sources':
    'Mancala World, “Kiothi”; B. Bernardi, The Mugwe, a Failing Prophet (1959); R. Needham, The Left Hand of the Mugwe.',

  'rules.en-gehe.intro':
    'En Gehé (wingi ’n gehén) ni mchezo wa rika la mashujaa wa Kimaasai, moran, miongoni mwa Wamaasai wa Loitha na Kisonga kaskazini mwa Tanzania. Timu mbili za wanaume wapatao wanane waliucheza, wakiamua kila hatua pamoja.',
  'rules.en-gehe.play':
    'Safu mbili za mashimo 40 hadi 50 yaliyochimbwa ardhini, vipande 4 katika kila shimo. Kila timu inaongoza safu moja.\n\n- Inua vipande vyote vya shimo lolote lenye vipande upande wako (hata kipande kimoja kinaweza kupandwa) na uvipande kimoja kimoja kinyume cha mwendo wa saa.\n- Kipande cha mwisho kikiangukia shimo lenye vipande, inua vyote vilivyomo na uendelee kupanda: mwendelezo.\n- Hatua inakwisha kipande cha mwisho kinapoangukia shimo tupu.',
  'rules.en-gehe.capture':
    'Hatua ikiishia katika shimo tupu la safu yako na shimo lililo mkabala lina vipande, unavichukua pamoja na kipande chako cha mwisho. Shimo lililo mkabala likiwa tupu, hakuna kinachochukuliwa na kipande kinabaki.',
  'rules.en-gehe.end':
    'Upande usioweza kucheza katika zamu yake unamaliza mchezo; vipande vilivyobaki ubaoni vinaenda kwa upande uliocheza hatua ya mwisho. Mwenye vipande vingi zaidi anashinda; idadi sawa ni sare.',
  'rules.en-gehe.decisions':
    '- Timu mbili ndizo pande mbili; majina ni lebo tu.\n- Mbao ndogo zaidi zinatolewa kwa mazoezi na zimeandikwa hivyo.\n- Hatua ambayo upandaji wake haujaisha baada ya mizunguko milioni moja inahesabiwa kuwa isiyo na mwisho na si hatua halali. Hii ni kanuni ya mradi huu, si ya jadi: mwendelezo kama huo unaweza kuzunguka milele, hakuna mchezaji anayepanda mizunguko milioni, na hatua ndefu zaidi iliyoisha katika michezo milioni ya majaribio ilichukua mizunguko elfu chache. Hatua halali zenye mizunguko zaidi ya 80 hutokea; ukurasa huu unaziharakisha ili hakuna inayochukua zaidi ya sekunde kumi hivi kwa kasi ya kawaida.',
  'rules.en-gehe.background':
    'Mapokeo ya Kimaasai yanamhusisha Sindillo, mwana wa Maitoumbe, mtu wa kwanza, na kubuni mchezo huu katika uzee wake, baada ya kuleta asali katika chakula cha Wamaasai. Wanawake hawakuruhusiwa kucheza. Moritz Merker, afisa wa Afrika Mashariki ya Kijerumani na mmoja wa watafiti wa mwanzo wa Wamaasai, alichapisha maelezo ya kwanza ya Kizungu mwaka 1904. Mashimo yaliitwa en gurtóto, safu ol mátua, na vipande os soid: vijiwe vya mtoni au mbegu za kichaka cha ol gulangulu (Caesalpinia bonduc). Ukiwa na mashimo hadi 100 na vipande 400, ni miongoni mwa michezo mikubwa kabisa ya ubao ya jadi duniani; Ralf Gering alichapisha uchambuzi maarufu wa mwisho wa mchezo kwenye ubao wa 2 × 50.',
  'rules.en-gehe.sources': 'Mancala World, “En Gehé”; M. Merker, Die Masai (1904).',

  'rules.hus.intro':
    'Hus (ǁhūs kwa Khoekhoegowab) ni mancala ya safu nne ya Namibia, inayochezwa na Wadamara, Wanama, Waherero, Wakwanyama, Wandonga, Wakwangari, Wambukushu, Washambyo na Wahaiǁom, na inajulikana kwa majina mengi: Owela, Otjitoto, Wera na mengineyo.',
  'rules.hus.play':
    'Safu nne za mashimo 8 hadi 16 (24 au zaidi kwa michezo ya timu). Safu mbili zilizo karibu nawe ni zako. Mwanzoni kuna mawe 2 (“ng’ombe”) katika kila shimo la safu yako ya nyuma na katika nusu ya kulia ya safu yako ya mbele.\n\n- Inua mawe yote ya shimo lako lenye mawe mawili au zaidi, na uyapande moja moja kinyume cha mwendo wa saa, kuzunguka safu zako mbili tu.\n- Jiwe la mwisho likiangukia shimo tupu, hatua inakwisha.\n- Likiangukia shimo lenye mawe, inua yote yaliyomo na uendelee kupanda.',
  'rules.hus.capture':
    'Mzunguko ukiishia katika shimo lenye mawe la safu yako ya mbele, na shimo lililo mkabala katika safu ya mbele ya mpinzani lina mawe, unayateka, pamoja na mawe yaliyo katika shimo la safu ya nyuma la mpinzani nyuma yake. Mawe yaliyotekwa yanapandwa mara moja, kuanzia shimo linalofuata lile lililoteka (ambalo linabaki na mawe yake). Mzunguko kama huo unaweza kuteka au kuendelea tena.',
  'rules.hus.end':
    'Mchezaji asiyeweza kucheza (mwenye mashimo matupu na mawe moja moja tu) ameshindwa.',
  'rules.hus.decisions':
    '- Wachezaji wawili wanaweza kusogeza mawe huku na huku milele, kwa hiyo mradi huu unatangaza sare hali ileile (mashimo yote na mchezaji mwenye zamu) inapotokea mara ya tatu. Maandishi ya chanzo hayana sare.\n- Hatua ambayo upandaji wake haujaisha baada ya mizunguko milioni moja inahesabiwa kuwa isiyo na mwisho na si hatua halali. Hii ni kanuni ya mradi huu, si ya jadi: mwendelezo kama huo unaweza kuzunguka milele, hakuna mchezaji anayepanda mizunguko milioni, na hatua ndefu zaidi iliyoisha katika michezo milioni ya majaribio ilichukua mizunguko elfu chache.\n- Ufunguzi wa watoto wa Windhoek haujaelezwa wazi kiasi cha kuweza kuchezwa, kwa hiyo umeachwa.',
  'rules.hus.background':
    'Mmisionari wa Rhenish Johann Georg Krönlein aliurekodi mchezo huu katika Namaqualand Kuu mwaka 1855. Hus unatajwa katika mapokeo simulizi ya ǀGurihoeseb, babu wa kwanza katika hekaya za Wadamara, na zamani ulihusishwa na sherehe za pamoja za kuomba mvua; huenda jina lake linatokana na neno la kale la “wingu”. Mawe yanachukuliwa kuwa ng’ombe, kwa hiyo kila utekaji ni uvamizi wa kundi la mpinzani. Alama ǁ mwanzoni mwa jina ni sauti ya kidoko ya pembeni.',
  'rules.hus.sources': 'Mancala World, “Hus”; kumbukumbu za J. G. Krönlein (1855).',
};
